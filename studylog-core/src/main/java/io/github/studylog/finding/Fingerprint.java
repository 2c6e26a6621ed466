package io.github.studylog.finding;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The identity of a finding that survives edits moving it to another line: a SHA-256 (hex) of rule id, path and
 * message (its catalogue key and values, so the same in every language), plus the occurrence number of that triple among the findings in {@link Finding#ORDER}
 * ({@code hash:1}, {@code hash:2} …). SARIF's {@code partialFingerprints} and the baseline use this one
 * implementation.
 */
public final class Fingerprint {

    private Fingerprint() {}

    /** The hash of rule id, path and message (key and values), independent of the line and of the language. */
    public static String hash(Finding finding) {
        String key = finding.ruleId()
                + '\u0000'
                + finding.path()
                + '\u0000'
                + finding.message().identity();
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }

    /** One fingerprint per finding, {@code hash:occurrence}, in the order given (sort by {@link Finding#ORDER}). */
    public static List<String> of(List<Finding> findings) {
        Map<String, Integer> occurrences = new HashMap<>();
        List<String> fingerprints = new ArrayList<>(findings.size());
        for (Finding finding : findings) {
            String hash = hash(finding);
            fingerprints.add(hash + ":" + occurrences.merge(hash, 1, Integer::sum));
        }
        return List.copyOf(fingerprints);
    }
}
