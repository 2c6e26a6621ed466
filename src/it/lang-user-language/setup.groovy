// The content of records-broken (nine findings of several rules), copied: this IT checks it in another language.
def source = new File(basedir, '../../../src/it/records-broken')
new AntBuilder().copy(todir: basedir) {
    fileset(dir: source) {
        exclude(name: 'pom.xml')
        exclude(name: '*.groovy')
        exclude(name: 'invoker.properties')
    }
}
return true
