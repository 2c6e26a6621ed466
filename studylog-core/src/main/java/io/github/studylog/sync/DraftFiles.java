package io.github.studylog.sync;

import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes drafts under the output directory, only through {@link OutputFiles}: {@code session-sync/<id>.md} and
 * {@code session-sync/<id>.json} per draft, and {@code session-sync.zip} holding exactly those files (by their
 * names, at the zip's root) — the artifact attached to the build. Drafts of earlier runs that are no longer
 * selected are not deleted from the folder ({@code mvn clean} does); the zip never contains them.
 */
public final class DraftFiles {

    /** The drafts folder under the output directory. */
    public static final String DIR = "session-sync";

    /** The archive under the output directory. */
    public static final String ARCHIVE = "session-sync.zip";

    /** What was written. */
    public record Written(List<Path> drafts, Path archive) {

        public Written {
            drafts = List.copyOf(drafts);
        }
    }

    public Written write(List<SyncDraft> drafts, OutputFiles out) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        for (SyncDraft draft : drafts) {
            entries.put(draft.sessionId() + ".md", draft.markdown());
            entries.put(draft.sessionId() + ".json", draft.json());
        }
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, String> e : entries.entrySet()) {
            written.add(out.write(DIR + "/" + e.getKey(), e.getValue()));
        }
        Path archive = out.write(ARCHIVE, DraftArchive.zip(entries));
        return new Written(written, archive);
    }
}
