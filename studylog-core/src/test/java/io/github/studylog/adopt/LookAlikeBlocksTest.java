package io.github.studylog.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.studylog.check.CheckRequest;
import io.github.studylog.check.Part;
import io.github.studylog.check.StudylogCheck;
import io.github.studylog.content.ContentLayout;
import io.github.studylog.finding.Finding;
import io.github.studylog.message.Language;
import io.github.studylog.message.Messages;
import io.github.studylog.testing.TestRepo;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The template-missing finding that points at the block looking like the template, in English and Japanese. */
class LookAlikeBlocksTest {

    @Test
    void thePassAloneReportsAtTheTopAndTheRunHandsItTheLookAlikeBlocks(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "```yaml template=review", "```yaml");
        List<String> alone = new StudylogCheck()
                        .run(new CheckRequest(
                                ContentLayout.defaults(repo.root()),
                                EnumSet.of(Part.RECORDS),
                                Optional.empty(),
                                Optional.empty(),
                                "test"))
                        .result()
                        .findings()
                        .stream()
                        .filter(f -> f.ruleId().equals("template-missing"))
                        .map(f -> f.path() + ":" + f.line() + ":" + f.column())
                        .toList();
        assertEquals(List.of("CHATGPT.md:1:1"), alone, "the pass knows nothing of init's look-alike blocks");
        assertEquals(List.of("CHATGPT.md:11:1 [template-missing]"), repo.locations());
    }

    @Test
    void theLookAlikeBlockIsNamedInBothLanguages(@TempDir Path dir) {
        TestRepo repo = TestRepo.clean(dir);
        repo.replace("CHATGPT.md", "```yaml template=review", "```yaml");
        assertEquals(List.of("CHATGPT.md:11:1 [template-missing]"), repo.locations());
        Finding f = repo.findings().get(0);
        assertEquals(
                "no `template=review` block found; the ```yaml block at line 11 looks like the review template "
                        + "(its keys match the existing review records): add `template=review` to the info string of the block "
                        + "at line 11 (```yaml template=review), or run `mvn studylog:init` to propose every template from "
                        + "your blocks and records",
                f.message().english());
        assertEquals(
                "`template=review` ブロックが見つかりません。11 行目の ```yaml ブロックが review の template に見えます"
                        + "(キーが既存の review の記録と一致するため)。11 行目のブロックの info string に `template=review` を付けるか"
                        + "(```yaml template=review)、`mvn studylog:init` を実行して、手元のブロックと記録からすべての template を"
                        + "提案させてください",
                Messages.of(Language.JA).text(f.message()));
    }
}
