package dev.ddbcourse.kit.log;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;

/**
 * Expressions as the learner should read them: {@code #names} and {@code :values} replaced by
 * what they stand for, whitespace collapsed. Key conditions are also put in one canonical shape:
 * {@code PK = 'X'} alone, or {@code (PK = 'X' AND begins_with(SK, 'Y'))} with a sort-key part.
 *
 * <p>Why a second, small key-condition parser instead of the engine's grammar: the log shows
 * what the learner sent, on every backend (DynamoDB Local and AWS too), including expressions
 * the server then refuses; the engine's parser lives in its {@code internal} package, is not
 * API, and rejects such input with DynamoDB's error instead of giving a shape to print. This
 * one only reshapes for display and falls back to the text as written whenever it is unsure.
 */
final class ExpressionText {
    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;

    ExpressionText(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = names == null ? Map.of() : names;
        this.values = values == null ? Map.of() : values;
    }

    /** Any expression (update, filter, condition, projection) with placeholders substituted. */
    String substitute(String expression) {
        if (expression == null) return null;
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if ((c == '#' || c == ':') && i + 1 < expression.length() && isNameChar(expression.charAt(i + 1))) {
                int end = i + 1;
                while (end < expression.length() && isNameChar(expression.charAt(end))) end++;
                out.append(placeholder(expression.substring(i, end)));
                i = end;
            } else if (Character.isWhitespace(c)) {
                while (i < expression.length() && Character.isWhitespace(expression.charAt(i))) i++;
                if (out.length() > 0 && i < expression.length()) out.append(' ');
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** A KeyConditionExpression in canonical form, or substituted as written if it cannot be parsed. */
    String keyCondition(String expression) {
        if (expression == null) return null;
        try {
            List<String> parts = new KeyConditionParser(tokens(expression)).parse();
            return parts.size() == 1 ? parts.get(0) : "(" + String.join(" AND ", parts) + ")";
        } catch (IllegalArgumentException unexpectedShape) {
            return substitute(expression);
        }
    }

    /** The legacy KeyConditions / QueryFilter / ScanFilter maps, in the same form. */
    static String conditions(Map<String, Condition> conditions) {
        if (conditions == null || conditions.isEmpty()) return null;
        List<String> parts = new ArrayList<>();
        conditions.forEach((name, condition) -> parts.add(legacy(name, condition)));
        return parts.size() == 1 ? parts.get(0) : "(" + String.join(" AND ", parts) + ")";
    }

    private static String legacy(String name, Condition condition) {
        List<String> v = condition.attributeValueList().stream().map(ValueText::of).toList();
        ComparisonOperator op = condition.comparisonOperator();
        String first = v.isEmpty() ? "?" : v.get(0);
        return switch (op) {
            case EQ -> name + " = " + first;
            case NE -> name + " <> " + first;
            case LT -> name + " < " + first;
            case LE -> name + " <= " + first;
            case GT -> name + " > " + first;
            case GE -> name + " >= " + first;
            case BEGINS_WITH -> "begins_with(" + name + ", " + first + ")";
            case BETWEEN -> name + " BETWEEN " + first + " AND " + (v.size() > 1 ? v.get(1) : "?");
            case CONTAINS -> "contains(" + name + ", " + first + ")";
            case NOT_CONTAINS -> "NOT contains(" + name + ", " + first + ")";
            case NULL -> "attribute_not_exists(" + name + ")";
            case NOT_NULL -> "attribute_exists(" + name + ")";
            case IN -> name + " IN (" + String.join(", ", v) + ")";
            default -> name + " " + op + " " + String.join(", ", v);
        };
    }

    private String placeholder(String token) {
        if (token.startsWith("#")) return names.getOrDefault(token, token);
        AttributeValue value = values.get(token);
        return value == null ? token : ValueText.of(value);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static List<String> tokens(String expression) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if ("(),".indexOf(c) >= 0) {
                tokens.add(String.valueOf(c));
                i++;
            } else if ("=<>".indexOf(c) >= 0) {
                int end = i + 1;
                if (end < expression.length() && (expression.charAt(end) == '=' || expression.charAt(end) == '>')) end++;
                tokens.add(expression.substring(i, end));
                i = end;
            } else if (isNameChar(c) || c == '#' || c == ':' || c == '.' || c == '[' || c == ']') {
                int end = i + 1;
                while (end < expression.length() && (isNameChar(expression.charAt(end)) || ".[]".indexOf(expression.charAt(end)) >= 0)) end++;
                tokens.add(expression.substring(i, end));
                i = end;
            } else {
                throw new IllegalArgumentException("unexpected character " + c);
            }
        }
        return tokens;
    }

    /** condition (AND condition)*, where a condition may be parenthesised. */
    private final class KeyConditionParser {
        private final List<String> tokens;
        private int at;

        KeyConditionParser(List<String> tokens) {
            this.tokens = tokens;
        }

        List<String> parse() {
            List<String> parts = new ArrayList<>();
            conjunction(parts);
            if (at != tokens.size()) throw new IllegalArgumentException("trailing tokens");
            return parts;
        }

        private void conjunction(List<String> parts) {
            term(parts);
            while (peekIs("AND")) {
                at++;
                term(parts);
            }
        }

        private void term(List<String> parts) {
            if (peekIs("(")) {
                at++;
                conjunction(parts);
                expect(")");
            } else if (peekIs("begins_with")) {
                at++;
                expect("(");
                String name = operand();
                expect(",");
                String prefix = operand();
                expect(")");
                parts.add("begins_with(" + name + ", " + prefix + ")");
            } else {
                String left = operand();
                if (peekIs("BETWEEN")) {
                    at++;
                    String low = operand();
                    expect("AND");
                    parts.add(left + " BETWEEN " + low + " AND " + operand());
                } else {
                    String op = next();
                    if (!List.of("=", "<", "<=", ">", ">=").contains(op)) throw new IllegalArgumentException("operator " + op);
                    parts.add(left + " " + op + " " + operand());
                }
            }
        }

        private String operand() {
            String token = next();
            if ("(),=<>".contains(token.substring(0, 1))) throw new IllegalArgumentException("operand " + token);
            return token.startsWith("#") || token.startsWith(":") ? placeholder(token) : token;
        }

        private boolean peekIs(String word) {
            return at < tokens.size() && tokens.get(at).toLowerCase(Locale.ROOT).equals(word.toLowerCase(Locale.ROOT));
        }

        private void expect(String word) {
            if (!peekIs(word)) throw new IllegalArgumentException("expected " + word);
            at++;
        }

        private String next() {
            if (at >= tokens.size()) throw new IllegalArgumentException("unexpected end");
            return tokens.get(at++);
        }
    }
}
