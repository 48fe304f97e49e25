package dev.ddbcourse.engine.internal.http;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An AWS Signature V4 {@code Authorization} header read into its parts. Signatures are never
 * checked (any credentials are accepted); only the header's shape is, as DynamoDB checks it.
 *
 * <pre>AWS4-HMAC-SHA256 Credential=AKID/20250101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=...</pre>
 *
 * @param accessKeyId the first part of Credential (null when absent): e.g. to choose a learner's database
 * @param region      the region in Credential's scope (null when absent)
 */
public record Authorization(String scheme, Map<String, String> parameters, String accessKeyId, String region) {
    private static final String[] REQUIRED = {"Credential", "Signature", "SignedHeaders"};

    /** Reads a header value; null when there is no header or it is not an AWS4- scheme. */
    public static Authorization parse(String header) {
        if (header == null || !header.startsWith("AWS4-")) return null;
        int space = header.indexOf(' ');
        String scheme = space < 0 ? header : header.substring(0, space);
        Map<String, String> parameters = new LinkedHashMap<>();
        if (space >= 0) {
            // DynamoDB reads parameters separated by commas, spaces or both.
            for (String part : header.substring(space + 1).split("[,\\s]+")) {
                int eq = part.indexOf('=');
                if (eq > 0) parameters.putIfAbsent(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
            }
        }
        String[] scope = parameters.getOrDefault("Credential", "").split("/", -1);
        String accessKey = parameters.containsKey("Credential") ? scope[0] : null;
        String region = scope.length > 2 && !scope[2].isEmpty() ? scope[2] : null;
        return new Authorization(scheme, Map.copyOf(parameters), accessKey, region);
    }

    /** The access key id of a header value, or null: the one call a per-learner database needs. */
    public static String accessKeyId(String header) {
        Authorization parsed = parse(header);
        return parsed == null ? null : parsed.accessKeyId();
    }

    /** What DynamoDB says is missing from this header (empty when complete), with or without a date header. */
    String incompleteness(String rawHeader, boolean hasDate) {
        StringBuilder missing = new StringBuilder();
        for (String name : REQUIRED) {
            if (!parameters.containsKey(name)) missing.append("Authorization header requires '").append(name).append("' parameter. ");
        }
        if (!hasDate) missing.append("Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. ");
        return missing.isEmpty() ? "" : missing + "Authorization=" + rawHeader;
    }
}
