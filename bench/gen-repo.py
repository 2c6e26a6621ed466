#!/usr/bin/env python3
"""A large, valid content repo generated from this project's bundled example (src/example), for the benchmarks:
R reviews, each with its own doc, its diagram JSONs and its hand-drawn SVG, and S sessions spread over them.
Every record is valid, so any finding of a run on it is a real disagreement.

usage: bench/gen-repo.py OUT R S
"""
import datetime, os, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(os.path.dirname(HERE), 'src', 'example')


def read(*path):
    with open(os.path.join(EXAMPLE, *path), encoding='utf-8') as f:
        return f.read()


def write(out, path, text):
    full = os.path.join(out, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'w', encoding='utf-8') as f:
        f.write(text)


def main():
    out, reviews, sessions = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    for f in ('CHATGPT.md', 'pom.xml'):
        shutil.copy(os.path.join(EXAMPLE, f), out)
    # as a repo adopted with `studylog:init` is: its .mvn/jvm.config
    shutil.copytree(os.path.join(EXAMPLE, '.mvn'), os.path.join(out, '.mvn'))
    doc = read('src', 'content', 'docs', 'web', 'cache.md')
    review = read('reviews', 'web-cache.yaml')
    session = read('sessions', '2026-10-01-web-cache-01.yaml')
    diagrams = sorted(os.listdir(os.path.join(EXAMPLE, 'diagrams', 'web-cache')))
    svg = read('public', 'diagrams', 'web-cache', 'freshness.svg')
    start = datetime.date(2026, 1, 1)
    per_review = [[] for _ in range(reviews)]
    for k in range(sessions):
        per_review[k % reviews].append(k)
    for r in range(reviews):
        topic = f'topic-{r:04d}'
        write(out, f'src/content/docs/{topic}/cache.md',
              doc.replace('review: web-cache', f'review: {topic}').replace('/diagrams/web-cache/', f'/diagrams/{topic}/'))
        for d in diagrams:
            write(out, f'diagrams/{topic}/{d}', read('diagrams', 'web-cache', d))
        write(out, f'public/diagrams/{topic}/freshness.svg', svg)
        ids = []
        for n, k in enumerate(per_review[r]):
            day = start + datetime.timedelta(days=k % 300)
            sid = f'{day.isoformat()}-{topic}-{n + 1:02d}'
            ids.append(sid)
            text = (session.replace('id: 2026-10-01-web-cache-01', f'id: {sid}')
                    .replace('date: 2026-10-01', f'date: {day.isoformat()}')
                    .replace('  - web-cache\n', f'  - {topic}\n')
                    .replace('issue: 21', f'issue: {k + 1}')
                    .replace('src/content/docs/web/cache.md', f'src/content/docs/{topic}/cache.md')
                    .replace('diagrams/web-cache/', f'diagrams/{topic}/'))
            write(out, f'sessions/{sid}.yaml', text)
        last = max((start + datetime.timedelta(days=k % 300) for k in per_review[r]), default=start)
        listed = ''.join(f'  - {i}\n' for i in ids) if ids else ' []\n'
        head = review.split('sessions:')[0]
        write(out, f'reviews/{topic}.yaml',
              head.replace('id: web-cache', f'id: {topic}')
              .replace('src/content/docs/web/cache.md', f'src/content/docs/{topic}/cache.md')
              .replace('last_reviewed: 2026-10-03', f'last_reviewed: {last.isoformat()}')
              .replace('status: hinted', 'status: explained')
              + 'sessions:' + ('\n' + listed if ids else listed))


if __name__ == '__main__':
    main()
