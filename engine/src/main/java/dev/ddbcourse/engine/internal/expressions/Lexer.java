package dev.ddbcourse.engine.internal.expressions;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits expression text into DynamoDB's tokens, whitespace included (syntax errors quote the neighbouring
 * tokens verbatim). Names start with a letter; {@code #x} and {@code :x} take letters, digits and '_';
 * anything unknown is a one-character token the parser will reject.
 */
final class Lexer {
    enum Kind { WS, NAME, NAME_REF, VALUE_REF, NUMBER, PUNCT, OTHER }

    /** One token: its kind, its exact text, its offset in the expression. */
    record Token(Kind kind, String text, int start) {
        boolean is(String punct) {
            return kind == Kind.PUNCT && text.equals(punct);
        }

        /** A bare name equal to {@code word}, ignoring case (keywords are case-insensitive). */
        boolean isWord(String word) {
            return kind == Kind.NAME && text.equalsIgnoreCase(word);
        }
    }

    private Lexer() {}

    static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        int i = 0, n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int start = i;
            Kind kind;
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                while (i < n && " \t\n\r".indexOf(text.charAt(i)) >= 0) i++;
                kind = Kind.WS;
            } else if (isLetter(c)) {
                while (i < n && isNamePart(text.charAt(i))) i++;
                kind = Kind.NAME;
            } else if (c >= '0' && c <= '9') {
                while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
                kind = Kind.NUMBER;
            } else if ((c == '#' || c == ':') && i + 1 < n && isNamePart(text.charAt(i + 1))) {
                i++;
                while (i < n && isNamePart(text.charAt(i))) i++;
                kind = c == '#' ? Kind.NAME_REF : Kind.VALUE_REF;
            } else if ((c == '<' || c == '>') && i + 1 < n && (text.charAt(i + 1) == '=' || (c == '<' && text.charAt(i + 1) == '>'))) {
                i += 2;
                kind = Kind.PUNCT;
            } else if ("()[],.=<>+-".indexOf(c) >= 0) {
                i++;
                kind = Kind.PUNCT;
            } else {
                i += Character.charCount(text.codePointAt(i));
                kind = Kind.OTHER;
            }
            out.add(new Token(kind, text.substring(start, i), start));
        }
        return out;
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isNamePart(char c) {
        return isLetter(c) || (c >= '0' && c <= '9') || c == '_';
    }
}
