#!/usr/bin/env python3
"""How long a save takes to reach the screen in `studylog:watch`: from the write of a file to the line that
reports its new finding, and from the write that fixes it to the line that reports it fixed. Whole process, as a
user sees it (the watch goal's own JVM, Maven's console). A benchmark, not a test.

usage: bench/watch-latency.py [REPO] [ROUNDS]
  REPO    a content repo to copy and watch (default: src/example of this project); its pom must use the plugin
  ROUNDS  saves to time (default 10)
env: STUDYLOG_VERSION (default 0.1.0-SNAPSHOT), MVN (default: mvn)
Install the plugin first: ./mvnw -q install -DskipTests -Dinvoker.skip
"""
import os, shutil, signal, statistics, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
repo = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'src', 'example')
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
version = os.environ.get('STUDYLOG_VERSION', '0.1.0-SNAPSHOT')
mvn = os.environ.get('MVN', 'mvn')

work = tempfile.mkdtemp(prefix='studylog-watch-')
copy = os.path.join(work, 'repo')
shutil.copytree(repo, copy, ignore=shutil.ignore_patterns('target'))
reviews = sorted(f for f in os.listdir(os.path.join(copy, 'reviews')) if f.endswith('.yaml'))
review = os.path.join(copy, 'reviews', reviews[0])
good = open(review, encoding='utf-8').read()
assert 'last_reviewed:' in good, 'the first review needs a last_reviewed key to break'
bad = good.replace('last_reviewed:', 'last_reviwed:', 1)

proc = subprocess.Popen([mvn, '-B', '-ntp', '-Dstudylog.format=plain',
                         f'io.github.studylog:studylog-maven-plugin:{version}:watch'],
                        cwd=copy, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
lines = []  # (monotonic time, text)
seen = threading.Condition()


def reader():
    for line in proc.stdout:
        with seen:
            lines.append((time.monotonic(), line.rstrip('\n')))
            seen.notify_all()
    with seen:
        seen.notify_all()


threading.Thread(target=reader, daemon=True).start()


def wait_for(predicate, after, timeout=60):
    """The time of the first line after index `after` that matches."""
    deadline = time.monotonic() + timeout
    with seen:
        while True:
            for t, text in lines[after:]:
                if predicate(text):
                    return t
            if proc.poll() is not None or time.monotonic() > deadline:
                sys.exit('watch did not report in time; its output:\n' + '\n'.join(t for _, t in lines[-30:]))
            seen.wait(0.05)


def save(text):
    with open(review, 'w', encoding='utf-8') as f:
        f.write(text)


wait_for(lambda l: 'studylog: watching' in l, 0, timeout=120)
broke, fixed = [], []
for i in range(rounds):
    time.sleep(0.5)
    n = len(lines)
    t0 = time.monotonic()
    save(bad)
    t1 = wait_for(lambda l: l.startswith('[ERROR] + ') and '[record-unknown-key]' in l, n)
    broke.append((t1 - t0) * 1000)
    time.sleep(0.5)
    n = len(lines)
    t0 = time.monotonic()
    save(good)
    t1 = wait_for(lambda l: l.startswith('[INFO] - ') and '[record-unknown-key]' in l, n)
    fixed.append((t1 - t0) * 1000)

proc.send_signal(signal.SIGINT)
try:
    proc.wait(timeout=20)
except subprocess.TimeoutExpired:
    proc.kill()
shutil.rmtree(work, ignore_errors=True)
print(f'watch on {os.path.relpath(repo)}: {rounds} saves; save -> new finding on screen: median '
      f'{statistics.median(broke):.0f} ms (max {max(broke):.0f}); save -> fixed on screen: median '
      f'{statistics.median(fixed):.0f} ms (max {max(fixed):.0f}) (goal <= 100 ms)')
