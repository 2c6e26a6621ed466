// The remote-image SVG points at a socket this script opens; verify.groovy checks nobody connected to it.
def server = new ServerSocket(0, 50, InetAddress.getByName('127.0.0.1'))
System.getProperties().put('studylog.it.diagrams-broken.server', server)
new File(basedir, 'public/diagrams/hand/remote-image.svg').setText("""\
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
  <rect width="200" height="100" fill="#fff"/>
  <image href="http://127.0.0.1:${server.localPort}/leak.png" width="50" height="50"/>
</svg>
""", 'UTF-8')
return true
