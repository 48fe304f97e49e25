package dev.ddbcourse.engine.internal.expressions;

import dev.ddbcourse.engine.internal.expressions.Lexer.Kind;
import dev.ddbcourse.engine.internal.expressions.Lexer.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Hand-written recursive-descent parsers for the condition, update and projection grammars. Alternatives are
 * tried with backtracking; a syntax error names the furthest token reached, quoted as DynamoDB does:
 * {@code Syntax error; token: "x", near: "a x b"}.
 */
final class Parser {
    private static final Set<String> CONDITION_KEYWORDS = Set.of("AND", "OR", "NOT", "BETWEEN", "IN");
    private static final Set<String> UPDATE_KEYWORDS = Set.of("SET", "REMOVE", "ADD", "DELETE");
    private static final Set<String> COMPARATORS = Set.of("=", "<>", "<", "<=", ">", ">=");

    /** Thrown to backtrack; never leaves this class. */
    private static final class Failure extends RuntimeException {
        Failure() { super(null, null, false, false); }
    }

    private final List<Token> all;          // every token, whitespace included (for "near")
    private final List<Integer> significant; // indexes into all of the non-whitespace tokens
    private final Set<String> keywords;
    private int pos;                        // index into significant
    private int furthest;                   // furthest failing position, for the error message
    private final boolean boundedIndexes;   // a list index above MAX_LIST_INDEX is refused (projections)
    private String indexFault;              // the first such index's message, reported once the text parses

    private Parser(String text, Set<String> keywords) {
        this(text, keywords, false);
    }

    private Parser(String text, Set<String> keywords, boolean boundedIndexes) {
        this.all = Lexer.tokens(text);
        this.significant = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).kind() != Kind.WS) significant.add(i);
        }
        this.keywords = keywords;
        this.boundedIndexes = boundedIndexes;
    }

    // ---- entry points ----

    /** A ConditionExpression, FilterExpression or KeyConditionExpression. */
    static Ast.Cond condition(String text) {
        Parser p = new Parser(text, CONDITION_KEYWORDS);
        return p.complete(p::orCondition);
    }

    /** An UpdateExpression: its clauses in order. */
    static List<Ast.Section> update(String text) {
        Parser p = new Parser(text, UPDATE_KEYWORDS);
        return p.complete(p::sections);
    }

    /** A ProjectionExpression: its paths in order. */
    static List<Ast.PathRef> projection(String text) {
        Parser p = new Parser(text, Set.of(), true);
        return p.complete(() -> {
            List<Ast.PathRef> paths = new ArrayList<>();
            paths.add(p.path());
            while (p.accept(",")) paths.add(p.path());
            return paths;
        });
    }

    private <T> T complete(java.util.function.Supplier<T> rule) {
        try {
            T result = rule.get();
            if (pos == significant.size()) {
                if (indexFault != null) throw new SyntaxError(indexFault);
                return result;
            }
            fail();
        } catch (Failure ignored) {
            // fall through to the error
        }
        throw new SyntaxError(syntaxMessage());
    }

    /** A syntax error, carrying DynamoDB's text after "Invalid XExpression: ". */
    static final class SyntaxError extends RuntimeException {
        SyntaxError(String message) { super(message, null, false, false); }
    }

    // ---- conditions ----

    private Ast.Cond orCondition() {
        Ast.Cond left = andCondition();
        while (acceptWord("OR")) left = new Ast.Or(left, andCondition());
        return left;
    }

    private Ast.Cond andCondition() {
        Ast.Cond left = notCondition();
        while (acceptWord("AND")) left = new Ast.And(left, notCondition());
        return left;
    }

    private Ast.Cond notCondition() {
        if (acceptWord("NOT")) return new Ast.Not(notCondition()); // NOT NOT a < b is valid, as in DynamoDB
        return primaryCondition();
    }

    private Ast.Cond primaryCondition() {
        int start = pos;
        try {
            return comparison();
        } catch (Failure f) {
            pos = start;
        }
        expect("(");
        Ast.Cond inner = orCondition();
        expect(")");
        return new Ast.ParenCond(inner);
    }

    private Ast.Cond comparison() {
        Ast.Operand left = operandInParens(true);
        Token t = peek();
        if (t != null && t.kind() == Kind.PUNCT && COMPARATORS.contains(t.text())) {
            pos++;
            return new Ast.Compare(t.text(), left, operandInParens(true));
        }
        if (acceptWord("BETWEEN")) {
            Ast.Operand low = operandInParens(true);
            expectWord("AND");
            return new Ast.Between(left, low, operandInParens(true));
        }
        if (acceptWord("IN")) {
            expect("(");
            List<Ast.Operand> list = new ArrayList<>();
            list.add(operandInParens(true));
            while (accept(",")) list.add(operandInParens(true));
            expect(")");
            return new Ast.In(left, list);
        }
        if (left instanceof Ast.Call call) return new Ast.FunctionCond(call);
        return fail();
    }

    // ---- update ----

    private List<Ast.Section> sections() {
        List<Ast.Section> sections = new ArrayList<>();
        do {
            sections.add(section());
        } while (pos < significant.size());
        return sections;
    }

    private Ast.Section section() {
        Token t = peek();
        if (t == null || t.kind() != Kind.NAME) return fail();
        String keyword = t.text().toUpperCase(java.util.Locale.ROOT);
        if (!UPDATE_KEYWORDS.contains(keyword)) return fail();
        pos++;
        List<Ast.Action> actions = new ArrayList<>();
        do {
            actions.add(action(keyword));
        } while (accept(","));
        return new Ast.Section(keyword, actions);
    }

    private Ast.Action action(String keyword) {
        Ast.PathRef path = path();
        switch (keyword) {
            case "SET":
                expect("=");
                return new Ast.SetAction(path, setValue());
            case "REMOVE":
                return new Ast.RemoveAction(path);
            case "ADD":
                return new Ast.AddAction(path, valueRef());
            default:
                return new Ast.DeleteAction(path, valueRef());
        }
    }

    private Ast.Operand setValue() {
        int start = pos;
        try {
            return arithmetic();
        } catch (Failure f) {
            pos = start;
        }
        expect("(");
        Ast.Operand inner = arithmetic();
        expect(")");
        return new Ast.ParenOperand(inner);
    }

    private Ast.Operand arithmetic() {
        Ast.Operand left = operandInParens(false);
        if (accept("+")) return new Ast.Arith("+", left, operandInParens(false));
        if (accept("-")) return new Ast.Arith("-", left, operandInParens(false));
        return left;
    }

    // ---- operands and paths ----

    /** An operand, optionally in parentheses (nested ones allowed in conditions, reported as redundant later). */
    private Ast.Operand operandInParens(boolean nested) {
        if (accept("(")) {
            Ast.Operand inner = nested ? groupedOperand() : operand();
            expect(")");
            return new Ast.ParenOperand(inner);
        }
        return operand();
    }

    /**
     * What a condition operand's parentheses hold: an operand, in parentheses again or not, where a parenthesised
     * path may go on ({@code ((b.c).d)} is the path b.c.d). DynamoDB answers {@code (a)between(((b.c)).d)and(c)}
     * with redundant parentheses (dynalite's scan.js records it); a path outside parentheses may not go on
     * ({@code (b.c).d > a} is a syntax error, as dynalite answers: no answer of DynamoDB is recorded).
     */
    private Ast.Operand groupedOperand() {
        Ast.Operand inner = operandInParens(true);
        Token t = peek();
        if (inner instanceof Ast.ParenOperand group && t != null && (t.is(".") || t.is("["))) {
            List<Ast.Seg> more = new ArrayList<>();
            segments(more);
            return goOn(group, more);
        }
        return inner;
    }

    /** The path of {@code group} followed by {@code more}, in one pair of parentheses fewer than the group. */
    private Ast.Operand goOn(Ast.ParenOperand group, List<Ast.Seg> more) {
        if (group.inner() instanceof Ast.PathRef path) {
            List<Ast.Seg> segs = new ArrayList<>(path.segs());
            segs.addAll(more);
            return new Ast.PathRef(segs);
        }
        if (group.inner() instanceof Ast.ParenOperand inner) return new Ast.ParenOperand(goOn(inner, more));
        return fail();
    }

    private Ast.Operand operand() {
        Token t = peek();
        if (t == null) return fail();
        if (t.kind() == Kind.VALUE_REF) {
            pos++;
            return new Ast.ValueRef(t.text());
        }
        if (t.kind() == Kind.NAME && !isKeyword(t) && next(1) != null && next(1).is("(")) {
            pos += 2;
            List<Ast.Operand> args = new ArrayList<>();
            args.add(operandInParens(keywords == CONDITION_KEYWORDS));
            while (accept(",")) args.add(operandInParens(keywords == CONDITION_KEYWORDS));
            expect(")");
            return new Ast.Call(t.text(), args);
        }
        return path();
    }

    private Ast.ValueRef valueRef() {
        Token t = peek();
        if (t == null || t.kind() != Kind.VALUE_REF) return fail();
        pos++;
        return new Ast.ValueRef(t.text());
    }

    private static final java.math.BigInteger MAX_INDEX = java.math.BigInteger.valueOf(Integer.MAX_VALUE);
    /** The highest list index a ProjectionExpression may name (floci's ProjectionEvaluator, verified on AWS us-east-1). */
    private static final java.math.BigInteger MAX_LIST_INDEX = java.math.BigInteger.valueOf(4_294_967_294L);

    private Ast.PathRef path() {
        List<Ast.Seg> segs = new ArrayList<>();
        segs.add(pathName());
        segments(segs);
        return new Ast.PathRef(segs);
    }

    /** A path's steps after its first name: {@code .name} and {@code [index]}, as many as follow. */
    private void segments(List<Ast.Seg> segs) {
        while (true) {
            if (accept(".")) {
                segs.add(pathName());
            } else if (accept("[")) {
                Token t = peek();
                if (t == null || t.kind() != Kind.NUMBER) fail();
                // Condition and update expressions take any index (dynalite records it); a projection refuses one above
                // MAX_LIST_INDEX (Alternator's PR scylladb#25951). One past int range names an element no item can hold.
                java.math.BigInteger value = new java.math.BigInteger(t.text());
                if (boundedIndexes && indexFault == null && value.compareTo(MAX_LIST_INDEX) > 0) {
                    indexFault = "List index is not within the allowable range; index: [" + t.text() + "]";
                }
                int index = value.min(MAX_INDEX).intValue();
                pos++;
                expect("]");
                segs.add(new Ast.Index(index));
            } else {
                return;
            }
        }
    }

    private Ast.Name pathName() {
        Token t = peek();
        if (t != null && t.kind() == Kind.NAME && !isKeyword(t)) {
            pos++;
            return new Ast.Name(t.text(), false);
        }
        if (t != null && t.kind() == Kind.NAME_REF) {
            pos++;
            return new Ast.Name(t.text(), true);
        }
        return fail();
    }

    // ---- token helpers ----

    private boolean isKeyword(Token t) {
        return keywords.contains(t.text().toUpperCase(java.util.Locale.ROOT));
    }

    private Token peek() {
        return next(0);
    }

    private Token next(int ahead) {
        int i = pos + ahead;
        return i < significant.size() ? all.get(significant.get(i)) : null;
    }

    private boolean accept(String punct) {
        Token t = peek();
        if (t != null && t.is(punct)) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean acceptWord(String word) {
        Token t = peek();
        if (t != null && t.isWord(word)) {
            pos++;
            return true;
        }
        return false;
    }

    private void expect(String punct) {
        if (!accept(punct)) fail();
    }

    private void expectWord(String word) {
        if (!acceptWord(word)) fail();
    }

    private <T> T fail() {
        furthest = Math.max(furthest, pos);
        throw new Failure();
    }

    /**
     * DynamoDB's message: the offending token (or {@code <EOF>}) and the text around it: the previous token
     * (two if the previous one is whitespace), the token, the next token (two if the next is whitespace).
     */
    private String syntaxMessage() {
        int at = furthest < significant.size() ? significant.get(furthest) : all.size();
        String token = at < all.size() ? all.get(at).text() : "<EOF>";
        StringBuilder near = new StringBuilder();
        if (at - 1 >= 0) {
            if (all.get(at - 1).kind() == Kind.WS && at - 2 >= 0) near.append(all.get(at - 2).text());
            near.append(all.get(at - 1).text());
        }
        if (at < all.size()) {
            near.append(token);
            if (at + 1 < all.size()) {
                near.append(all.get(at + 1).text());
                if (all.get(at + 1).kind() == Kind.WS && at + 2 < all.size()) near.append(all.get(at + 2).text());
            }
        }
        return "Syntax error; token: \"" + token + "\", near: \"" + near + "\"";
    }
}
