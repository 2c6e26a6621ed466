package io.github.studylog.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.docs.DocRules;
import io.github.studylog.finding.Finding;
import io.github.studylog.records.RecordRules;
import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.junit.jupiter.api.Test;

class ActionsTest {

    private static Finding at(String path, int line, String rule) {
        return Finding.of(
                rule.equals("record-value") ? RecordRules.RECORD_VALUE : DocRules.DOC_FRONT_MATTER,
                path,
                line,
                3,
                "record-value.must-be",
                "a",
                "b");
    }

    @Test
    void aYamlLineGetsANextLineCommentIndentedLikeIt() {
        String text = "questions:\n  - id: Q1\n    outcome: maybe\n";
        assertEquals(
                Optional.of(new TextEdit(
                        new Range(new Position(2, 0), new Position(2, 0)),
                        "    # studylog-disable-next-line record-value\n")),
                Actions.suppression(text, "sessions/s.yaml", at("sessions/s.yaml", 3, "record-value")));
    }

    @Test
    void aCommentForTheLineAlreadyThereTakesOneMoreRule() {
        String text = "# studylog-disable-next-line record-unknown-key -- 下書き\nstatus: x\n";
        assertEquals(
                Optional.of(new TextEdit(new Range(new Position(0, 47), new Position(0, 47)), ", record-value")),
                Actions.suppression(text, "r.yaml", at("r.yaml", 2, "record-value")));
        String named = "# studylog-disable-next-line record-value\nstatus: x\n";
        assertEquals(Optional.empty(), Actions.suppression(named, "r.yaml", at("r.yaml", 2, "record-value")));
    }

    @Test
    void markdownAndMdxGetTheirOwnCommentsButNotInTheFrontMatter() {
        String md = "---\ntitle: キュー\n---\n\n本文 [x](/nothing/)\r\n";
        Finding f = at("docs/a.md", 5, "record-value");
        assertEquals(
                Optional.of(new TextEdit(
                        new Range(new Position(4, 0), new Position(4, 0)),
                        "<!-- studylog-disable-next-line " + f.ruleId() + " -->\r\n")),
                Actions.suppression(md, "docs/a.md", f));
        Finding mdx = at("docs/a.mdx", 5, "record-value");
        assertEquals(
                Optional.of(new TextEdit(
                        new Range(new Position(4, 0), new Position(4, 0)),
                        "{/* studylog-disable-next-line " + mdx.ruleId() + " */}\r\n")),
                Actions.suppression(md, "docs/a.mdx", mdx));
        assertEquals(Optional.empty(), Actions.suppression(md, "docs/a.md", at("docs/a.md", 2, "record-value")));
    }

    @Test
    void jsonSvgAndWholeFileFindingsHaveNoComment() {
        assertEquals(Optional.empty(), Actions.suppression("{}\n", "d/a.json", at("d/a.json", 1, "record-value")));
        assertEquals(Optional.empty(), Actions.suppression("<svg/>\n", "p/a.svg", at("p/a.svg", 1, "record-value")));
        assertEquals(Optional.empty(), Actions.suppression("a: 1\n", "r.yaml", at("r.yaml", 0, "record-value")));
    }
}
