package io.github.studylog.records;

import io.github.studylog.finding.FindingSink;

/** A rule over the whole set of records (their cross-references). Each implementation is one rule family. */
public interface CrossReferenceRule {

    void check(RecordSet records, FindingSink sink);
}
