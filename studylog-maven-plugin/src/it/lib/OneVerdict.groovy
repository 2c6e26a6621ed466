// One verdict (SPEC §14): after the IT's `mvn` run of the Mojo, the same repository through the launcher's `check`, the
// MCP server's check_repo and the language server's diagnostics with every file open; every front end must give the
// same set of (rule, path, line, column). The servers are driven as a client drives them, over stdio.
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

class OneVerdict {

    /** The (rule, path, line, column) of a report.json. */
    static Set<String> ofReport(File report) {
        def json = new JsonSlurper().parse(report, 'UTF-8')
        json.findings.collect { "${it.rule} ${it.path}:${it.line}:${it.column}".toString() } as Set
    }

    /** The same, as a language server's 0-based UTF-16 range start reads back (line 0 / column 0: the start). */
    static Set<String> lspShape(Set<String> findings) {
        findings.collect { f ->
            def m = f =~ /^(\S+) (.+):(\d+):(\d+)$/
            assert m.matches() : f
            "${m.group(1)} ${m.group(2)}:${Math.max(1, m.group(3) as int)}:${Math.max(1, m.group(4) as int)}".toString()
        } as Set
    }

    /** `java -jar studylog-cli.jar check`, its reports into a folder of its own; returns the findings and the exit. */
    static Map cli(File repo, File jar, List<String> args) {
        def out = new File(repo, 'target/cli')
        def command = ['java', '-Duser.language=en', '-jar', jar.path, 'check', '--repo', repo.path,
                       "-Dstudylog.outputDirectory=${out.path}".toString(), '-Dstudylog.incremental=false'] + args
        def process = new ProcessBuilder(command).redirectErrorStream(true).start()
        def console = process.inputStream.getText('UTF-8')
        int exit = process.waitFor()
        [findings: ofReport(new File(out, 'report.json')), exit: exit, console: console]
    }

    /** MCP `check_repo` over stdio: initialize, initialized, one tool call. */
    static Set<String> mcp(File repo, File jar, List<String> args) {
        def command = ['java', '-Duser.language=en', '-jar', jar.path, 'mcp', '--repo', repo.path] + args
        def process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start()
        def writer = new OutputStreamWriter(process.outputStream, 'UTF-8')
        def reader = new BufferedReader(new InputStreamReader(process.inputStream, 'UTF-8'))
        def send = { Map message -> writer.write(JsonOutput.toJson(message) + '\n'); writer.flush() }
        def answer = { int id ->
            String line
            while ((line = reader.readLine()) != null) {
                def m = new JsonSlurper().parseText(line)
                if (m.id == id) {
                    return m
                }
            }
            throw new AssertionError("the MCP server ended before answering $id")
        }
        try {
            send([jsonrpc: '2.0', id: 1, method: 'initialize',
                  params: [protocolVersion: '2025-06-18', capabilities: [:], clientInfo: [name: 'it', version: '1']]])
            answer(1)
            send([jsonrpc: '2.0', method: 'notifications/initialized'])
            send([jsonrpc: '2.0', id: 2, method: 'tools/call', params: [name: 'check_repo', arguments: [limit: 1000]]])
            def result = answer(2).result
            assert result != null && !result.isError : "check_repo failed: $result"
            assert !result.structuredContent.truncated
            return result.structuredContent.findings.collect {
                "${it.rule} ${it.path}:${it.line}:${it.column}".toString() } as Set
        } finally {
            writer.close()
            process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS) || process.destroyForcibly()
        }
    }

    /**
     * The language server's diagnostics with every content file open, each read back as 1-based line and code-point
     * column of its range's start; the set once a request after the last change is answered.
     */
    static Set<String> lsp(File repo, File jar, Map options) {
        def process = new ProcessBuilder(['java', '-Duser.language=en', '-jar', jar.path, 'lsp'])
                .redirectError(ProcessBuilder.Redirect.DISCARD).start()
        def out = process.outputStream
        def send = { Map message ->
            byte[] body = JsonOutput.toJson(message).getBytes('UTF-8')
            out.write("Content-Length: ${body.length}\r\n\r\n".getBytes('US-ASCII'))
            out.write(body)
            out.flush()
        }
        def published = Collections.synchronizedMap([:])
        def answered = Collections.synchronizedSet(new HashSet())
        def input = new DataInputStream(new BufferedInputStream(process.inputStream))
        def readerThread = Thread.start {
            try {
                while (true) {
                    int length = -1
                    String header
                    while ((header = readLine(input)) != null && !header.isEmpty()) {
                        if (header.startsWith('Content-Length: ')) {
                            length = header.substring(16).trim() as int
                        }
                    }
                    if (header == null || length < 0) {
                        return
                    }
                    byte[] body = new byte[length]
                    input.readFully(body)
                    def m = new JsonSlurper().parseText(new String(body, 'UTF-8'))
                    if (m.method == 'textDocument/publishDiagnostics') {
                        published[m.params.uri] = m.params.diagnostics
                    } else if (m.method == null && m.id != null) {
                        answered << m.id
                    } else if (m.method != null && m.id != null) {
                        send([jsonrpc: '2.0', id: m.id, result: null]) // registrations, configuration requests
                    }
                }
            } catch (EOFException ignored) {
            }
        }
        def root = repo.canonicalFile
        send([jsonrpc: '2.0', id: 1, method: 'initialize', params: [processId: null, rootUri: root.toURI().toString(),
              capabilities: [:], initializationOptions: options]])
        send([jsonrpc: '2.0', method: 'initialized', params: [:]])
        String opened = null
        root.eachFileRecurse(groovy.io.FileType.FILES) { f ->
            def relative = root.toPath().relativize(f.toPath()).toString().replace('\\', '/')
            if (relative.startsWith('target/') || relative.split('/').any { it.startsWith('.') }
                    || !(relative ==~ /.*\.(md|mdx|yaml|yml|json|svg)$/) || relative == 'package.json') {
                return
            }
            opened = f.canonicalFile.toURI().toString()
            send([jsonrpc: '2.0', method: 'textDocument/didOpen', params: [textDocument: [
                uri: opened, languageId: 'plaintext', version: 1, text: f.getText('UTF-8')]]])
        }
        // a request is answered after a check that saw every change before it: then every diagnostic is published
        send([jsonrpc: '2.0', id: 3, method: 'textDocument/hover',
              params: [textDocument: [uri: opened], position: [line: 0, character: 0]]])
        long deadline = System.currentTimeMillis() + 120_000
        while (!answered.contains(3) && System.currentTimeMillis() < deadline) {
            Thread.sleep(50)
        }
        assert answered.contains(3) : 'the language server did not answer within two minutes'
        Thread.sleep(300)
        send([jsonrpc: '2.0', id: 2, method: 'shutdown'])
        send([jsonrpc: '2.0', method: 'exit'])
        process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS) || process.destroyForcibly()
        readerThread.join(5_000)
        Set<String> found = []
        published.each { uri, diagnostics ->
            def file = new File(new URI(uri))
            def path = root.toPath().relativize(file.canonicalFile.toPath()).toString().replace('\\', '/')
            def lines = file.getText('UTF-8').split(/\r\n|\r|\n/, -1)
            diagnostics.each { d ->
                int line = d.range.start.line
                String text = line < lines.length ? lines[line] : ''
                int units = Math.min(d.range.start.character as int, text.length())
                found << "${d.code} ${path}:${line + 1}:${text.codePointCount(0, units) + 1}".toString()
            }
        }
        found
    }

    private static String readLine(DataInputStream in) {
        def bytes = new ByteArrayOutputStream()
        int b
        while ((b = in.read()) != -1) {
            if (b == '\n' as char) {
                return new String(bytes.toByteArray(), 'US-ASCII').replaceAll(/\r$/, '')
            }
            bytes.write(b)
        }
        null
    }

    /**
     * The Mojo's findings (the IT's run) against every other front end's; {@code args} are the launcher's and the MCP
     * server's settings, {@code options} the language server's initialization options (the same settings).
     */
    static void verify(File basedir, File jar, List<String> args, Map options, List<String> expected) {
        def mojo = ofReport(new File(basedir, 'target/studylog/report.json'))
        assertSame('the expected findings', expected as Set, mojo)
        def cli = cli(basedir, jar, args)
        assert cli.exit == (mojo.isEmpty() ? 0 : 1) : cli.console
        assertSame('studylog check', mojo, cli.findings)
        assertSame('MCP check_repo', mojo, mcp(basedir, jar, args))
        assertSame('the language server', lspShape(mojo), lsp(basedir, jar, options))
    }

    /** Copies a content repository's files (not its pom, target/ or the IT's scripts) into {@code to}. */
    static void copyContent(File from, File to) {
        def source = from.canonicalFile.toPath()
        java.nio.file.Files.walk(source).withCloseable { paths ->
            paths.each { p ->
                def relative = source.relativize(p).toString().replace('\\', '/')
                if (relative.isEmpty() || relative == 'pom.xml' || relative.startsWith('target')
                        || relative == 'invoker.properties' || relative.endsWith('.groovy')) {
                    return
                }
                def target = to.toPath().resolve(relative)
                if (java.nio.file.Files.isDirectory(p)) {
                    java.nio.file.Files.createDirectories(target)
                } else {
                    java.nio.file.Files.copy(p, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING)
                }
            }
        }
    }

    /** Replaces {@code from} by {@code to} in a file of the repository, which must hold it. */
    static void edit(File basedir, String path, String from, String to) {
        def file = new File(basedir, path)
        def text = file.getText('UTF-8')
        assert text.contains(from) : "$path holds no `$from`"
        file.setText(text.replace(from, to), 'UTF-8')
    }

    static void assertSame(String what, Set<String> mojo, Set<String> other) {
        def missing = (mojo - other).sort()
        def extra = (other - mojo).sort()
        assert missing.isEmpty() && extra.isEmpty() :
                "$what differs from mvn studylog:check:\nonly in mvn:\n${missing.join('\n')}\nonly in $what:\n${extra.join('\n')}"
    }
}
