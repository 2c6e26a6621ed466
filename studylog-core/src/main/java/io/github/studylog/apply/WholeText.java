package io.github.studylog.apply;

import io.github.studylog.content.Bom;
import io.github.studylog.content.ContentFiles;
import io.github.studylog.content.ContentRules;
import io.github.studylog.content.TextFiles;
import io.github.studylog.finding.FindingSink;
import java.util.Optional;

/** Reads a content file's whole text for an edit, a byte order mark included, so that writing it back keeps it. */
final class WholeText {

    private WholeText() {}

    /** A file's whole text, a byte order mark included (so an edit keeps it); empty when there is no such file. */
    static Optional<String> read(ContentFiles files, String path, FindingSink sink) {
        if (files.paths().problemWithFile(path).isPresent()) {
            return Optional.empty();
        }
        return files.readBytes(path, sink).flatMap(bytes -> {
            try {
                String text = TextFiles.decode(path, bytes).text();
                return Optional.of(Bom.utf8Length(bytes) > 0 ? Bom.MARK + text : text);
            } catch (TextFiles.UnreadableText e) {
                sink.add(ContentRules.unreadable(path, e.line(), e.column(), e.message()));
                return Optional.empty();
            }
        });
    }
}
