package dev.ddbcourse.engine.internal.partiql;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a PartiQL statement into tokens: names (bare or "quoted"), 'strings', numbers, {@code ?} and
 * symbols. Comments ({@code --} to the end of the line, {@code /* *}{@code /}) are skipped.
 */
final class Lexer {
    private Lexer() {}

    enum Kind { NAME, QUOTED_NAME, STRING, NUMBER, PARAMETER, SYMBOL, END }

    /** @param position where the token starts in the statement (from 0); {@code length} its characters there */
    record Token(Kind kind, String text, int position, int length) {
        boolean is(String symbolOrKeyword) {
            return (kind == Kind.SYMBOL || kind == Kind.NAME) && text.equalsIgnoreCase(symbolOrKeyword);
        }
    }

    private static final String[] SYMBOLS = {"<<", ">>", "<>", "!=", "<=", ">=", "=", "<", ">", "(", ")", "[", "]",
            "{", "}", ",", ".", ":", "*", "+", "-", ";"};

    static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        int i = 0, n = text.length();
        while (true) {
            while (i < n && Character.isWhitespace(text.charAt(i))) i++;
            if (i + 1 < n && text.startsWith("--", i)) {
                while (i < n && text.charAt(i) != '\n') i++;
                continue;
            }
            if (i + 1 < n && text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                if (end < 0) throw Parser.malformed("");
                i = end + 2;
                continue;
            }
            if (i >= n) break;
            char c = text.charAt(i);
            int start = i;
            if (c == '\'' || c == '"') {
                StringBuilder value = new StringBuilder();
                i++;
                while (true) {
                    if (i >= n) throw Parser.malformed("");
                    char d = text.charAt(i);
                    if (d == c) {
                        if (i + 1 < n && text.charAt(i + 1) == c) { // doubled quote: the quote itself
                            value.append(c);
                            i += 2;
                            continue;
                        }
                        i++;
                        break;
                    }
                    value.append(d);
                    i++;
                }
                out.add(new Token(c == '\'' ? Kind.STRING : Kind.QUOTED_NAME, value.toString(), start, i - start));
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(text.charAt(i + 1)))) {
                while (i < n && (Character.isDigit(text.charAt(i)) || text.charAt(i) == '.')) i++;
                if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
                    int j = i + 1;
                    if (j < n && (text.charAt(j) == '+' || text.charAt(j) == '-')) j++;
                    if (j < n && Character.isDigit(text.charAt(j))) {
                        i = j;
                        while (i < n && Character.isDigit(text.charAt(i))) i++;
                    }
                }
                out.add(new Token(Kind.NUMBER, text.substring(start, i), start, i - start));
            } else if (Character.isLetter(c) || c == '_' || c == '$') {
                while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_' || text.charAt(i) == '$')) i++;
                out.add(new Token(Kind.NAME, text.substring(start, i), start, i - start));
            } else if (c == '?') {
                i++;
                out.add(new Token(Kind.PARAMETER, "?", start, 1));
            } else {
                String symbol = null;
                for (String s : SYMBOLS) {
                    if (text.startsWith(s, i)) {
                        symbol = s;
                        break;
                    }
                }
                if (symbol == null) throw Parser.malformed("");
                i += symbol.length();
                out.add(new Token(Kind.SYMBOL, symbol, start, symbol.length()));
            }
        }
        out.add(new Token(Kind.END, "", n, 0));
        return out;
    }
}
