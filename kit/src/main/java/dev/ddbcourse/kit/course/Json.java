package dev.ddbcourse.kit.course;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The small JSON reader/writer the tools need (course.json, notebooks), so the runner starts
 * with no dependency to download.
 *
 * <p>Values: {@code Map<String,Object>} (insertion order), {@code List<Object>}, String, Boolean,
 * null and {@link Num} (the number's text, kept verbatim so a file round-trips byte for byte).
 * {@link #write} produces exactly what Jupyter's nbformat writes ({@code json.dumps(nb,
 * sort_keys=True, indent=1, ensure_ascii=False)} plus a newline), so a notebook regenerated here
 * and one saved by Jupyter do not differ.
 */
public final class Json {
    private Json() {}

    /** A JSON number, as written in the source text. */
    public record Num(String text) {
        public static Num of(long value) { return new Num(Long.toString(value)); }
        @Override public String toString() { return text; }
    }

    // ---- reading ---------------------------------------------------------------------------

    public static Object parse(String text) {
        var p = new Parser(text);
        p.skipSpace();
        Object value = p.value();
        p.skipSpace();
        if (p.pos != text.length()) throw p.error("unexpected text after the JSON value");
        return value;
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value) { return (Map<String, Object>) value; }

    @SuppressWarnings("unchecked")
    public static List<Object> array(Object value) { return value == null ? List.of() : (List<Object>) value; }

    private static final class Parser {
        final String s;
        int pos;

        Parser(String s) { this.s = s; }

        IllegalArgumentException error(String what) {
            int line = 1;
            for (int i = 0; i < pos && i < s.length(); i++) if (s.charAt(i) == '\n') line++;
            return new IllegalArgumentException("JSON line " + line + ": " + what);
        }

        void skipSpace() {
            while (pos < s.length() && " \t\r\n".indexOf(s.charAt(pos)) >= 0) pos++;
        }

        void expect(char c) {
            skipSpace();
            if (pos >= s.length() || s.charAt(pos) != c) throw error("expected '" + c + "'");
            pos++;
        }

        Object value() {
            skipSpace();
            if (pos >= s.length()) throw error("unexpected end");
            char c = s.charAt(pos);
            switch (c) {
                case '{': return obj();
                case '[': return arr();
                case '"': return str();
                case 't': return literal("true", Boolean.TRUE);
                case 'f': return literal("false", Boolean.FALSE);
                case 'n': return literal("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return num();
                    throw error("unexpected '" + c + "'");
            }
        }

        Object literal(String word, Object value) {
            if (!s.startsWith(word, pos)) throw error("expected " + word);
            pos += word.length();
            return value;
        }

        Num num() {
            int start = pos;
            while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) pos++;
            return new Num(s.substring(start, pos));
        }

        Map<String, Object> obj() {
            pos++;
            var map = new LinkedHashMap<String, Object>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == '}') { pos++; return map; }
            while (true) {
                skipSpace();
                if (pos >= s.length() || s.charAt(pos) != '"') throw error("expected a key");
                String key = str();
                expect(':');
                map.put(key, value());
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') { pos++; continue; }
                expect('}');
                return map;
            }
        }

        List<Object> arr() {
            pos++;
            var list = new ArrayList<Object>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == ']') { pos++; return list; }
            while (true) {
                list.add(value());
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') { pos++; continue; }
                expect(']');
                return list;
            }
        }

        String str() {
            pos++;
            var out = new StringBuilder();
            while (true) {
                if (pos >= s.length()) throw error("unterminated string");
                char c = s.charAt(pos++);
                if (c == '"') return out.toString();
                if (c != '\\') { out.append(c); continue; }
                if (pos >= s.length()) throw error("unterminated escape");
                char e = s.charAt(pos++);
                switch (e) {
                    case '"': out.append('"'); break;
                    case '\\': out.append('\\'); break;
                    case '/': out.append('/'); break;
                    case 'b': out.append('\b'); break;
                    case 'f': out.append('\f'); break;
                    case 'n': out.append('\n'); break;
                    case 'r': out.append('\r'); break;
                    case 't': out.append('\t'); break;
                    case 'u':
                        if (pos + 4 > s.length()) throw error("bad \\u escape");
                        out.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        pos += 4;
                        break;
                    default: throw error("bad escape \\" + e);
                }
            }
        }
    }

    // ---- writing ---------------------------------------------------------------------------

    /** Python's {@code json.dumps(value, sort_keys=True, indent=1, ensure_ascii=False) + "\n"}. */
    public static String write(Object value) {
        var out = new StringBuilder();
        write(out, value, 0);
        return out.append('\n').toString();
    }

    private static void write(StringBuilder out, Object value, int depth) {
        if (value == null) out.append("null");
        else if (value instanceof Boolean b) out.append(b ? "true" : "false");
        else if (value instanceof Num n) out.append(n.text());
        else if (value instanceof Integer || value instanceof Long) out.append(value);
        else if (value instanceof String str) quote(out, str);
        else if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) { out.append("{}"); return; }
            out.append('{');
            String sep = "";
            for (var e : new TreeMap<>(map).entrySet()) {
                out.append(sep).append('\n').append(" ".repeat(depth + 1));
                quote(out, (String) e.getKey());
                out.append(": ");
                write(out, e.getValue(), depth + 1);
                sep = ",";
            }
            out.append('\n').append(" ".repeat(depth)).append('}');
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) { out.append("[]"); return; }
            out.append('[');
            String sep = "";
            for (Object item : list) {
                out.append(sep).append('\n').append(" ".repeat(depth + 1));
                write(out, item, depth + 1);
                sep = ",";
            }
            out.append('\n').append(" ".repeat(depth)).append(']');
        } else throw new IllegalArgumentException("not a JSON value: " + value.getClass());
    }

    private static void quote(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }
}
