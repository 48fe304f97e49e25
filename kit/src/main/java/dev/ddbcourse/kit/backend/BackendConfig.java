package dev.ddbcourse.kit.backend;

import dev.ddbcourse.kit.config.Settings;
import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which DynamoDB the course talks to, read from {@code DDB_BACKEND} / {@code -Dddb.backend}:
 *
 * <ul>
 *   <li>{@code embedded} (default): the course's own engine in this JVM, nothing to install.
 *   <li>{@code endpoint}: any DynamoDB-compatible URL in {@code DDB_ENDPOINT} (the compose
 *       service, a standalone engine, DynamoDB Local, LocalStack).
 *   <li>{@code docker}: DynamoDB Local in Docker, started by Testcontainers.
 *   <li>{@code aws}: real AWS, default credentials and region; every table name gets the
 *       {@code DDB_TABLE_PREFIX} (default {@code ddbcourse-}) and no other table is touched.
 * </ul>
 *
 * @param endpoint the URL for {@code endpoint}; for {@code aws} an optional override (tests
 *     point it at a local engine posing as AWS); null otherwise
 * @param tablePrefix the course prefix ({@code aws} only, else null)
 * @param accessKey the fake access key local backends send ({@code DDB_ACCESS_KEY}, default
 *     {@code course}): an engine run with {@code --database-per-access-key} (the classroom) or
 *     DynamoDB Local without {@code -sharedDb} keeps one database per key
 */
public record BackendConfig(Kind kind, URI endpoint, String tablePrefix, String accessKey) {
    public static final String DEFAULT_PREFIX = "ddbcourse-";
    public static final String DEFAULT_ACCESS_KEY = "course";
    private static final Pattern PREFIX = Pattern.compile("[A-Za-z0-9_.-]{1,100}");
    // What DynamoDB Local accepts as an access key: letters and digits.
    private static final Pattern ACCESS_KEY = Pattern.compile("[A-Za-z0-9]{1,128}");

    public BackendConfig(Kind kind, URI endpoint, String tablePrefix) {
        this(kind, endpoint, tablePrefix, DEFAULT_ACCESS_KEY);
    }

    public enum Kind {
        EMBEDDED, ENDPOINT, DOCKER, AWS;

        public String settingValue() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The configuration the environment and system properties ask for. */
    public static BackendConfig fromSettings(Settings settings) {
        String name = settings.get(Settings.BACKEND, "embedded");
        Kind kind = Arrays.stream(Kind.values())
                .filter(k -> k.settingValue().equalsIgnoreCase(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(Settings.BACKEND + " is '" + name
                        + "', which is not a backend: use embedded, endpoint, docker or aws"));
        String endpoint = settings.get(Settings.ENDPOINT);
        return switch (kind) {
            case EMBEDDED, DOCKER -> new BackendConfig(kind, null, null);
            case ENDPOINT -> {
                if (endpoint == null) {
                    throw new IllegalArgumentException("The endpoint backend needs a URL: set " + Settings.ENDPOINT
                            + ", e.g. http://localhost:8000");
                }
                yield new BackendConfig(kind, url(endpoint), null, accessKey(settings.get(Settings.ACCESS_KEY, DEFAULT_ACCESS_KEY)));
            }
            case AWS -> new BackendConfig(kind, endpoint == null ? null : url(endpoint),
                    prefix(settings.get(Settings.TABLE_PREFIX, DEFAULT_PREFIX)));
        };
    }

    private static URI url(String text) {
        URI uri;
        try {
            uri = URI.create(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Settings.ENDPOINT + " is not a URL: " + text);
        }
        if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))
                || uri.getHost() == null) {
            throw new IllegalArgumentException(Settings.ENDPOINT + " should look like http://localhost:8000 but is: " + text);
        }
        return uri;
    }

    private static String accessKey(String key) {
        if (!ACCESS_KEY.matcher(key).matches()) {
            throw new IllegalArgumentException(Settings.ACCESS_KEY + " must be 1-128 letters and digits but is '" + key + "'");
        }
        return key;
    }

    private static String prefix(String prefix) {
        if (!PREFIX.matcher(prefix).matches()) {
            throw new IllegalArgumentException(Settings.TABLE_PREFIX + " must be 1-100 characters from A-Z a-z 0-9 _ . - but is '"
                    + prefix + "'");
        }
        return prefix;
    }
}
