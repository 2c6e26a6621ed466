package io.github.studylog.report;

import io.github.studylog.content.OutputFiles;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;

/** A report that is one file of the output folder, written as it goes: SARIF, JUnit XML, rdjsonl. */
public interface ReportFileWriter {

    /** The file's name in the output folder. */
    String fileName();

    /** Writes the report of {@code input} to {@code writer}. */
    void write(ReportInput input, Writer writer) throws IOException;

    /** Writes the file into the output directory, atomically. */
    default Path write(ReportInput input, OutputFiles out) throws IOException {
        return out.write(fileName(), writer -> write(input, writer));
    }

    /** The report as text, as the file holds it. */
    default String render(ReportInput input) {
        OutputFiles.Content content = writer -> write(input, writer);
        return content.text();
    }
}
