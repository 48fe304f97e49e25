package dev.ddbcourse.engine.internal.http;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * HTTP content codings as DynamoDB uses them, as recorded against AWS by Alternator's
 * test_compressed_request.py and test_compressed_response.py: request bodies in gzip or deflate
 * (any other coding, or a body that does not decode, is refused: see RequestHandler.undecodable), and answers of 4 KB or more
 * compressed in the coding the client's Accept-Encoding prefers.
 */
final class ContentCodings {
    private ContentCodings() {}

    /** DynamoDB compresses an answer from this size on. */
    static final int COMPRESSION_THRESHOLD = 4096;

    /** A request body that does not decode from its Content-Encoding. */
    static final class Undecodable extends Exception {
        Undecodable(String why) { super(why, null, false, false); }
    }

    /** A decoded body larger than DynamoDB's request limit: 413, as for an uncompressed one. */
    static final class TooLarge extends Exception {
        TooLarge() { super(null, null, false, false); }
    }

    /** The body its Content-Encoding names, decoded. */
    static byte[] decode(String contentEncoding, byte[] body) throws Undecodable, TooLarge {
        if (contentEncoding == null) return body;
        String coding = contentEncoding.trim().toLowerCase(Locale.ROOT);
        try {
            return switch (coding) {
                case "", "identity" -> body;
                // Concatenated gzip members are one body; bytes after the last member that do not start another
                // are ignored, as DynamoDB ignores them (test_gzip_request_with_extra_junk, marked a DynamoDB bug).
                case "gzip" -> readAll(new GZIPInputStream(new ByteArrayInputStream(body)));
                case "deflate" -> readAll(new InflaterInputStream(new ByteArrayInputStream(body)));
                default -> throw new Undecodable("content coding " + coding);
            };
        } catch (IOException broken) { // not gzip, truncated, or empty
            throw new Undecodable(broken.getMessage());
        }
    }

    private static byte[] readAll(InputStream in) throws IOException, TooLarge {
        try (in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) > 0; ) {
                out.write(buffer, 0, n);
                if (out.size() > HttpFrontEnd.MAX_REQUEST_BYTES) throw new TooLarge();
            }
            return out.toByteArray();
        }
    }

    /**
     * The coding an answer goes out in ("gzip", "deflate"), or null for none, by the Accept-Encoding rules
     * DynamoDB follows: names are case-insensitive and trimmed, a coding's weight is its first "q" parameter
     * (above 1 counts as 1, a weight that is not a number as 1, zero or less refuses it), a coding listed twice
     * takes its highest weight, "*" gives its weight to the codings not listed, and "identity" and unknown
     * codings are ignored. The highest weight wins; at equal weights a listed coding beats one only "*" allows,
     * the first listed beats later ones, and gzip beats deflate.
     */
    static String responseCoding(String acceptEncoding) {
        if (acceptEncoding == null) return null;
        double[] listed = {UNLISTED, UNLISTED}; // gzip, deflate
        int[] position = {Integer.MAX_VALUE, Integer.MAX_VALUE};
        double wildcard = UNLISTED;
        String[] entries = acceptEncoding.split(",");
        for (int i = 0; i < entries.length; i++) {
            String[] parts = entries[i].split(";");
            String name = parts[0].trim().toLowerCase(Locale.ROOT);
            double q = weight(parts);
            if (name.equals("*")) {
                wildcard = Math.max(wildcard, q);
            } else {
                int c = CODINGS.indexOf(name);
                if (c < 0) continue;
                listed[c] = Math.max(listed[c], q);
                position[c] = Math.min(position[c], i);
            }
        }
        int best = -1;
        double bestQ = 0;
        boolean bestListed = false;
        for (int c = 0; c < 2; c++) {
            boolean isListed = listed[c] != UNLISTED;
            double q = isListed ? listed[c] : wildcard;
            if (q <= 0) continue;
            boolean better = best < 0 || q > bestQ
                    || (q == bestQ && isListed && (!bestListed || position[c] < position[best]));
            if (better) {
                best = c;
                bestQ = q;
                bestListed = isListed;
            }
        }
        return best < 0 ? null : best == 0 ? "gzip" : "deflate";
    }

    /** The codings an answer can go out in, at their index in the arrays above. */
    private static final List<String> CODINGS = List.of("gzip", "deflate");
    private static final double UNLISTED = Double.NEGATIVE_INFINITY;

    private static double weight(String[] parts) {
        for (int p = 1; p < parts.length; p++) {
            int eq = parts[p].indexOf('=');
            if (eq < 0 || !parts[p].substring(0, eq).trim().equalsIgnoreCase("q")) continue;
            try {
                double q = Double.parseDouble(parts[p].substring(eq + 1).trim());
                return Double.isNaN(q) ? 1 : Math.min(1, q);
            } catch (NumberFormatException notANumber) {
                return 1;
            }
        }
        return 1;
    }

    /** The answer's body in the coding. */
    static byte[] encode(String coding, byte[] body) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.length / 4 + 64);
        try (OutputStream out = coding.equals("gzip") ? new GZIPOutputStream(bytes) : new DeflaterOutputStream(bytes)) {
            out.write(body);
        } catch (IOException inMemory) {
            throw new UncheckedIOException(inMemory);
        }
        return bytes.toByteArray();
    }
}
