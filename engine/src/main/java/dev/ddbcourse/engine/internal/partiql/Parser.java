package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.model.Numbers;
import dev.ddbcourse.engine.internal.partiql.Ast.Expr;
import dev.ddbcourse.engine.internal.partiql.Lexer.Kind;
import dev.ddbcourse.engine.internal.partiql.Lexer.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Recursive descent over the statements DynamoDB accepts: SELECT, INSERT, UPDATE (also FROM-first), DELETE, and
 * [NOT] EXISTS(SELECT ...) in transactions. {@code ?} takes the next of the request's Parameters.
 * Failures are ValidationExceptions with DynamoDB's texts.
 */
final class Parser {
    static final String NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: ";
    static final String PARAMETER_COUNT = "Number of parameters in request and statement don't match.";

    private static final Set<String> KEYWORDS = Set.of("SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "BETWEEN", "IN",
            "IS", "SET", "REMOVE", "RETURNING", "ORDER", "BY", "VALUE", "INTO", "UPDATE", "DELETE", "INSERT", "ASC",
            "DESC", "AS", "EXISTS", "LIMIT");
    /** PartiQL type names with no DynamoDB type of their own here (see {@link #typeName}). */
    private static final Set<String> OTHER_TYPE_NAMES = Set.of("SMALLINT", "INT2", "INTEGER2", "INT", "INTEGER", "INT4",
            "INTEGER4", "INT8", "INTEGER8", "BIGINT", "FLOAT", "REAL", "DOUBLE PRECISION", "DECIMAL", "NUMERIC");
    /**
     * PartiQL's keywords: SQL-92's reserved words and PartiQL's own (its type names among them). One of them after a
     * dot is no path step ("Invalid path dot component"; paritysuite/dynamodb-conformance
     * tests/tier3/error-messages/partiqlFunctions.test.ts, against AWS, for m.inner). Only that place is checked here:
     * where else DynamoDB refuses them is not recorded.
     */
    private static final Set<String> PARTIQL_KEYWORDS = Set.of((
            "ABSOLUTE ACTION ADD ALL ALLOCATE ALTER AND ANY ARE AS ASC ASSERTION AT AUTHORIZATION AVG BEGIN BETWEEN BIT "
            + "BIT_LENGTH BY CASCADE CASCADED CASE CAST CATALOG CHAR CHARACTER CHARACTER_LENGTH CHAR_LENGTH CHECK CLOSE "
            + "COALESCE COLLATE COLLATION COLUMN COMMIT CONNECT CONNECTION CONSTRAINT CONSTRAINTS CONTINUE CONVERT "
            + "CORRESPONDING COUNT CREATE CROSS CURRENT CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER CURSOR "
            + "DATE DEALLOCATE DEC DECIMAL DECLARE DEFAULT DEFERRABLE DEFERRED DELETE DESC DESCRIBE DESCRIPTOR "
            + "DIAGNOSTICS DISCONNECT DISTINCT DOMAIN DOUBLE DROP ELSE END ESCAPE EXCEPT EXCEPTION EXEC EXECUTE EXISTS "
            + "EXTERNAL EXTRACT DATE_ADD DATE_DIFF FALSE FETCH FIRST FLOAT FOR FOREIGN FOUND FROM FULL GET GLOBAL GO GOTO "
            + "GRANT GROUP HAVING IDENTITY IMMEDIATE IN INDICATOR INITIALLY INNER INPUT INSENSITIVE INSERT INT INTEGER "
            + "INTERSECT INTERVAL INTO IS ISOLATION JOIN KEY LANGUAGE LAST LEFT LEVEL LIKE LOCAL LOWER MATCH MAX MIN "
            + "MODULE NAMES NATIONAL NATURAL NCHAR NEXT NO NOT NULL NULLIF NUMERIC OCTET_LENGTH OF ON ONLY OPEN OPTION "
            + "OR ORDER OUTER OUTPUT OVERLAPS PAD PARTIAL POSITION PRECISION PREPARE PRESERVE PRIMARY PRIOR PRIVILEGES "
            + "PROCEDURE PUBLIC READ REAL REFERENCES RELATIVE RESTRICT REVOKE RIGHT ROLLBACK ROWS SCHEMA SCROLL SECTION "
            + "SELECT SESSION SESSION_USER SET SIZE SMALLINT SOME SPACE SQL SQLCODE SQLERROR SQLSTATE SUBSTRING SUM "
            + "SYSTEM_USER TABLE TEMPORARY THEN TIME TIMESTAMP TO TRANSACTION TRANSLATE TRANSLATION TRIM TRUE UNION "
            + "UNIQUE UNKNOWN UPDATE UPPER USAGE USER USING VALUE VALUES VARCHAR VARYING VIEW WHEN WHENEVER WHERE WITH "
            + "WORK WRITE ZONE "
            + "CAN_CAST CAN_LOSSLESS_CAST MISSING PIVOT UNPIVOT LIMIT OFFSET TUPLE REMOVE INDEX LET INTEGER2 INT2 "
            + "INTEGER4 INT4 INTEGER8 INT8 BIGINT CONFLICT DO NOTHING RETURNING MODIFIED NEW OLD BOOL BOOLEAN STRING "
            + "SYMBOL CLOB BLOB STRUCT LIST SEXP BAG").split(" "));
    /** The operators that cannot start a term (NOT, + and - can). */
    private static final Set<String> INFIX_OPERATORS = Set.of("AND", "OR", "IS", "IN", "BETWEEN", "LIKE");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final String text;
    private final List<Token> tokens;
    private final ArrayNode parameters;
    private int at;
    private int usedParameters;
    /** Where the literal being read sits inside its attribute value ("root", then ".key" and "[index]" steps). */
    private final List<String> valuePath = new ArrayList<>();
    /** The next map literal is an INSERT's item: each of its entries is an attribute value of its own. */
    private boolean itemEntries;

    private Parser(String text, ArrayNode parameters) {
        this.text = text;
        this.tokens = Lexer.tokens(text);
        this.parameters = parameters;
    }

    static DynamoDbError malformed(String detail) {
        return DynamoDbError.validation(NOT_WELL_FORMED + detail);
    }

    /** Parses one statement; {@code parameters} (may be null) fill its {@code ?} in order. */
    static Ast.Statement parse(String text, ArrayNode parameters) {
        Parser p = new Parser(text, parameters);
        Ast.Statement statement = p.statement();
        p.accept(";");
        if (p.peek().kind() != Kind.END) throw malformed("Unexpected token after expression");
        return statement;
    }

    private Ast.Statement statement() {
        Token first = peek();
        if (first.is("SELECT")) return select();
        if (first.is("INSERT")) return insert();
        if (first.is("UPDATE")) return update();
        if (first.is("FROM")) return fromFirstUpdate();
        if (first.is("DELETE")) return delete();
        if (first.is("EXISTS") || first.is("NOT")) {
            boolean exists = !accept("NOT");
            expectKeyword("EXISTS");
            expect("(");
            Ast.Select select = select();
            expect(")");
            return new Ast.Check(exists, select);
        }
        // An expression as the whole statement: a type test parses and is refused as an operation DynamoDB does not
        // run (paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts, against AWS).
        Expr bare = null;
        try {
            bare = expression();
            accept(";");
        } catch (DynamoDbError e) {
            // not an expression either
        }
        if (bare instanceof Ast.Is && peek().kind() == Kind.END) {
            throw DynamoDbError.validation(Messages.partiqlUnsupportedOperation("IsType"));
        }
        throw malformed("Expected data manipulation");
    }

    private Ast.Select select() {
        expectKeyword("SELECT");
        List<Ast.Path> projection = null;
        String projectionProblem = null;
        if (!accept("*")) {
            projection = new ArrayList<>();
            do {
                if (peek().kind() == Kind.NAME && peekAt(1).is("(")) {
                    // A function call (COUNT(*) among them): refused once the FROM is known to be readable.
                    if (projectionProblem == null) projectionProblem = Messages.partiqlUnexpectedPathComponent(at(peek()));
                    skipCall();
                } else {
                    projection.add(path());
                }
            } while (accept(","));
        }
        expectKeyword("FROM");
        String table = tableName();
        String index = null;
        if (accept(".")) index = component(name());
        if (peek().is(".")) throw DynamoDbError.validation(Messages.PARTIQL_FROM_TOO_MANY_COMPONENTS);
        noAlias();
        Expr where = accept("WHERE") ? expression() : null;
        Boolean descending = null;
        if (accept("ORDER")) {
            expectKeyword("BY");
            do {
                path();
                boolean desc = accept("DESC");
                if (!desc) accept("ASC");
                if (descending == null) descending = desc;
            } while (accept(","));
        }
        return new Ast.Select(table, index, projection, where, descending, projectionProblem);
    }

    /** Past a name and its parenthesised arguments, whatever they hold. */
    private void skipCall() {
        next();
        int depth = 0;
        do {
            Token t = next();
            if (t.kind() == Kind.END) throw malformed("Unexpected term");
            if (t.is("(")) depth++;
            if (t.is(")")) depth--;
        } while (depth > 0);
    }

    private Ast.Insert insert() {
        expectKeyword("INSERT");
        expectKeyword("INTO");
        String table = tableName();
        if (peek().is(".")) throw DynamoDbError.validation(Messages.PARTIQL_INSERT_INTO_INDEX);
        expectKeyword("VALUE");
        Token start = peek();
        itemEntries = true;
        Expr value = primary();
        if (!(value instanceof Ast.Literal l) || !l.value().has("M")) {
            throw malformed(start.kind() == Kind.END ? "Unexpected term" : "Unsupported data type in VALUE");
        }
        return new Ast.Insert(table, (ObjectNode) l.value().get("M"));
    }

    private Ast.Update update() {
        expectKeyword("UPDATE");
        String table = tableName();
        notAnIndex();
        noAlias();
        List<Ast.Assignment> sets = new ArrayList<>();
        List<Ast.Path> removes = new ArrayList<>();
        updateClauses(sets, removes);
        expectKeyword("WHERE");
        Expr where = expression();
        return new Ast.Update(table, sets, removes, where, returning(true));
    }

    /**
     * PartiQL's FROM-first UPDATE, {@code FROM "T" [WHERE ...] SET ... REMOVE ... [RETURNING ...]}: the same update
     * with its clauses in that order. Without a WHERE it has no key, and a WHERE after its SET is a token left over.
     */
    private Ast.Update fromFirstUpdate() {
        expectKeyword("FROM");
        String table = tableName();
        noAlias();
        Expr where = accept("WHERE") ? expression() : null;
        List<Ast.Assignment> sets = new ArrayList<>();
        List<Ast.Path> removes = new ArrayList<>();
        updateClauses(sets, removes);
        return new Ast.Update(table, sets, removes, where, returning(true));
    }

    /** One or more SET and REMOVE clauses, in any order. */
    private void updateClauses(List<Ast.Assignment> sets, List<Ast.Path> removes) {
        boolean any = false;
        while (true) {
            if (accept("SET")) {
                do {
                    Ast.Path path = path();
                    expect("=");
                    sets.add(new Ast.Assignment(path, additive()));
                } while (accept(","));
            } else if (accept("REMOVE")) {
                do removes.add(path()); while (accept(","));
            } else {
                break;
            }
            any = true;
        }
        if (!any) throw malformed(peek().kind() == Kind.END ? "Unexpected term" : "Unexpected token after expression");
    }

    private Ast.Delete delete() {
        expectKeyword("DELETE");
        expectKeyword("FROM");
        if (peek().kind() != Kind.NAME && peek().kind() != Kind.QUOTED_NAME || isKeyword(peek())) {
            throw malformed("Expected identifier for simple path");
        }
        String table = tableName();
        notAnIndex();
        noAlias();
        expectKeyword("WHERE");
        Expr where = expression();
        return new Ast.Delete(table, where, returning(false));
    }

    /** RETURNING ALL OLD * and the like, as DynamoDB's ReturnValues; null when absent. */
    private String returning(boolean update) {
        if (!accept("RETURNING")) return null;
        boolean all = accept("ALL");
        if (!all && !accept("MODIFIED")) throw malformed("Unexpected term");
        boolean old = accept("OLD");
        if (!old && !accept("NEW")) throw malformed("Unexpected term");
        expect("*");
        if (!update && !(all && old)) {
            throw DynamoDbError.validation(Messages.partiqlDeleteReturning((all ? "ALL " : "MODIFIED ") + (old ? "OLD" : "NEW") + " *"));
        }
        return (all ? "ALL_" : "UPDATED_") + (old ? "OLD" : "NEW");
    }

    /** UPDATE and DELETE parse "table"."index", and refuse it (nubo-db/dynamodb-conformance indexQualifier.test.ts, against AWS). */
    private void notAnIndex() {
        if (!accept(".")) return;
        component(name());
        throw DynamoDbError.validation(Messages.PARTIQL_WRITE_ON_INDEX);
    }

    /** A FROM clause's table or index name, which may not be "" (before the table is looked for, as AWS answers). */
    private static String component(String name) {
        if (name.isEmpty()) throw DynamoDbError.validation(Messages.PARTIQL_EMPTY_PATH_COMPONENT);
        return name;
    }

    private void noAlias() {
        Token t = peek();
        if (t.is("AS") || (t.kind() == Kind.NAME && !isKeyword(t)) || t.kind() == Kind.QUOTED_NAME) {
            throw DynamoDbError.validation(Messages.PARTIQL_ALIASING);
        }
    }

    private String tableName() {
        Token t = peek();
        if (t.kind() == Kind.END) throw malformed("Unexpected term");
        if (t.kind() == Kind.NAME && isKeyword(t)) throw malformed("Unexpected keyword");
        return component(name());
    }

    private String name() {
        Token t = next();
        if (t.kind() == Kind.QUOTED_NAME || (t.kind() == Kind.NAME && !isKeyword(t))) return t.text();
        throw malformed(t.kind() == Kind.END ? "Unexpected term" : "Expected identifier for simple path");
    }

    // ---- expressions: OR < AND < NOT < comparison < + - < primary ----

    private Expr expression() {
        Expr left = and();
        while (accept("OR")) left = new Ast.Or(left, rightOf(this::and));
        return left;
    }

    private Expr and() {
        Expr left = not();
        while (accept("AND")) left = new Ast.And(left, rightOf(this::not));
        return left;
    }

    private Expr rightOf(java.util.function.Supplier<Expr> operand) {
        if (peek().kind() == Kind.END || peek().is(")") || peek().is(";")) {
            throw malformed("Missing right-hand side expression of infix operator");
        }
        return operand.get();
    }

    private Expr not() {
        if (accept("NOT")) return new Ast.Not(not());
        return comparison();
    }

    private Expr comparison() {
        Expr left = additive();
        Token t = peek();
        for (String op : List.of("=", "<>", "!=", "<=", ">=", "<", ">")) {
            if (t.kind() == Kind.SYMBOL && t.text().equals(op)) {
                next();
                return new Ast.Compare(op.equals("!=") ? "<>" : op, left, rightOf(this::additive));
            }
        }
        boolean negated = false;
        if (t.is("NOT") && (peekAt(1).is("BETWEEN") || peekAt(1).is("IN"))) {
            next();
            negated = true;
        }
        if (accept("BETWEEN")) {
            Expr low = additive();
            expectKeyword("AND");
            Expr between = new Ast.Between(left, low, additive());
            return negated ? new Ast.Not(between) : between;
        }
        if (accept("IN")) {
            List<Expr> list = new ArrayList<>();
            String close = accept("[") ? "]" : null;
            if (close == null) {
                expect("(");
                close = ")";
            }
            if (!accept(close)) {
                do list.add(additive()); while (accept(","));
                expect(close);
            }
            Expr in = new Ast.In(left, list);
            return negated ? new Ast.Not(in) : in;
        }
        if (accept("IS")) {
            boolean not = accept("NOT");
            return new Ast.Is(left, typeName(), not);
        }
        return left;
    }

    /**
     * The type an IS tests: MISSING, or the DynamoDB type a PartiQL type name stands for (NULL, BOOL, S, L, M, B).
     * PartiQL's other type names (the numeric ones among them) parse, as null: DynamoDB keeps one Number type and
     * how a WHERE answers them is not known, so a WHERE refuses them as before.
     */
    private String typeName() {
        Token what = next();
        String name = what.kind() == Kind.NAME ? what.text().toUpperCase(Locale.ROOT) : "";
        if (name.equals("CHARACTER") && peek().kind() == Kind.NAME && peek().text().equalsIgnoreCase("VARYING")) {
            next();
            name = "CHARACTER VARYING";
        }
        if (name.equals("DOUBLE") && peek().kind() == Kind.NAME && peek().text().equalsIgnoreCase("PRECISION")) {
            next();
            name = "DOUBLE PRECISION";
        }
        if (OTHER_TYPE_NAMES.contains(name)) return null;
        return switch (name) {
            case "MISSING" -> "MISSING";
            case "NULL" -> "NULL";
            case "BOOL", "BOOLEAN" -> "BOOL";
            case "STRING", "VARCHAR", "CHAR", "CHARACTER", "CHARACTER VARYING" -> "S";
            case "LIST" -> "L";
            case "STRUCT", "TUPLE" -> "M";
            case "BLOB" -> "B";
            default -> throw malformed("Expected type name");
        };
    }

    private Expr additive() {
        Expr left = primary();
        while (peek().is("+") || peek().is("-")) {
            String op = next().text();
            left = new Ast.Arith(op, left, rightOf(this::primary));
        }
        return left;
    }

    private Expr primary() {
        boolean entriesAreValues = itemEntries;
        itemEntries = false;
        Token t = peek();
        switch (t.kind()) {
            case END -> throw malformed("Unexpected term");
            case STRING -> {
                next();
                return literal(JSON.objectNode().put("S", t.text()));
            }
            case NUMBER -> {
                next();
                return number(t.text());
            }
            case PARAMETER -> {
                next();
                if (parameters == null || usedParameters >= parameters.size()) throw DynamoDbError.validation(PARAMETER_COUNT);
                return literal(parameters.get(usedParameters++));
            }
            case QUOTED_NAME -> {
                return path();
            }
            case NAME -> {
                String upper = t.text().toUpperCase(Locale.ROOT);
                switch (upper) {
                    case "TRUE", "FALSE" -> {
                        next();
                        return literal(JSON.objectNode().put("BOOL", upper.equals("TRUE")));
                    }
                    case "NULL" -> {
                        next();
                        return literal(JSON.objectNode().put("NULL", true));
                    }
                    default -> { }
                }
                if (upper.equals("EXISTS") && peekAt(1).is("(") && !peekAt(2).is("SELECT")) return call();
                // Source: paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts (against AWS).
                if (INFIX_OPERATORS.contains(upper)) throw malformed("Unexpected operator");
                if (isKeyword(t)) throw malformed("Unexpected keyword");
                if (peekAt(1).is("(")) return call();
                return path();
            }
            default -> { }
        }
        if (accept("(")) {
            Expr inner = expression();
            expect(")");
            return inner;
        }
        if (accept("-")) {
            Token number = next();
            if (number.kind() != Kind.NUMBER) throw malformed("Unexpected term");
            return number("-" + number.text());
        }
        if (accept("{")) {
            ObjectNode map = JSON.objectNode();
            if (!accept("}")) {
                do {
                    Token key = next();
                    if (key.kind() != Kind.STRING) throw malformed("Unexpected term");
                    expect(":");
                    if (!entriesAreValues) valuePath.add("." + key.text());
                    map.set(key.text(), value());
                    if (!entriesAreValues) valuePath.remove(valuePath.size() - 1);
                } while (accept(","));
                expect("}");
            }
            return literal(JSON.objectNode().set("M", map));
        }
        if (accept("[")) {
            ArrayNode list = JSON.arrayNode();
            if (!accept("]")) {
                do {
                    valuePath.add("[" + list.size() + "]");
                    list.add(value());
                    valuePath.remove(valuePath.size() - 1);
                } while (accept(","));
                expect("]");
            }
            return literal(JSON.objectNode().set("L", list));
        }
        if (accept("<<")) return literal(set());
        if (t.kind() == Kind.SYMBOL && List.of("=", "<>", "!=", "<", "<=", ">", ">=").contains(t.text())) {
            throw malformed("Unexpected operator");
        }
        throw malformed("Unexpected term");
    }

    /**
     * A number literal, read as Java's BigDecimal reads it: one it cannot convert (an exponent or scale beyond an
     * int) makes the statement not well formed, with nothing after the colon; one outside DynamoDB's number rules
     * is refused in their words, naming where it sits in its attribute value ("under root.m[1]"). Source:
     * paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts (characterised against AWS).
     */
    private Ast.Literal number(String text) {
        if (!Numbers.convertible(text)) throw malformed("");
        try {
            Numbers.parseAsBigDecimal(text);
        } catch (DynamoDbError e) {
            throw DynamoDbError.validation(Messages.partiqlValueProblem(e.getMessage(), "root" + String.join("", valuePath)));
        }
        return literal(JSON.objectNode().put("N", text));
    }

    /** A literal value inside a map, list or set. */
    private JsonNode value() {
        Expr e = primary();
        if (e instanceof Ast.Literal l) return l.value();
        if (e instanceof Ast.Call c) {
            throw DynamoDbError.validation(Messages.partiqlUnsupportedDataType(c.name(), "root" + String.join("", valuePath), c.at()));
        }
        throw malformed("Unexpected term");
    }

    /** {@code <<a, b>>}: a string, number or binary set, by its elements' type. */
    private JsonNode set() {
        List<JsonNode> elements = new ArrayList<>();
        if (!accept(">>")) {
            do elements.add(value()); while (accept(","));
            expect(">>");
        }
        if (elements.isEmpty()) throw DynamoDbError.validation(Messages.PARTIQL_EMPTY_BAG);
        String type = elements.get(0).fieldNames().next();
        ArrayNode members = JSON.arrayNode();
        for (JsonNode e : elements) {
            String t = e.fieldNames().next();
            if (!t.equals(type) || !(t.equals("S") || t.equals("N") || t.equals("B"))) {
                throw DynamoDbError.validation(Messages.PARTIQL_BAG_TYPE);
            }
            members.add(e.get(t));
        }
        return JSON.objectNode().set(type + "S", members);
    }

    private Expr call() {
        Token nameToken = next();
        String name = nameToken.text().toLowerCase(Locale.ROOT);
        expect("(");
        List<Expr> args = new ArrayList<>();
        String firstArgumentAt = null;
        if (!accept(")")) {
            do {
                int first = at;
                args.add(additive());
                if (firstArgumentAt == null) firstArgumentAt = at(tokens.get(first), tokens.get(at - 1));
            } while (accept(","));
            expect(")");
        }
        return new Ast.Call(name, args, at(nameToken), firstArgumentAt);
    }

    /** Where a token sits, as DynamoDB names a place in a statement: "line:column:length", counted from 1. */
    private String at(Token t) {
        return at(t, t);
    }

    /** The place from {@code first}'s start to {@code last}'s end. */
    private String at(Token first, Token last) {
        int line = 1, lineStart = 0;
        for (int i = 0; i < first.position(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int length = last.position() + last.length() - first.position();
        return line + ":" + (first.position() - lineStart + 1) + ":" + length;
    }

    private Ast.Path path() {
        List<Object> steps = new ArrayList<>();
        steps.add(name());
        while (true) {
            if (peek().is(".") && (peekAt(1).kind() == Kind.NAME || peekAt(1).kind() == Kind.QUOTED_NAME)) {
                next();
                if (peek().kind() == Kind.NAME && PARTIQL_KEYWORDS.contains(peek().text().toUpperCase(Locale.ROOT))) {
                    throw malformed("Invalid path dot component");
                }
                steps.add(name());
            } else if (peek().is("[") && peekAt(1).kind() == Kind.NUMBER) {
                next();
                steps.add(Integer.parseInt(next().text()));
                expect("]");
            } else {
                return new Ast.Path(steps);
            }
        }
    }

    private static Ast.Literal literal(JsonNode value) {
        return new Ast.Literal(value);
    }

    // ---- tokens ----

    private Token peek() { return tokens.get(at); }

    private Token peekAt(int ahead) { return tokens.get(Math.min(at + ahead, tokens.size() - 1)); }

    private Token next() {
        Token t = tokens.get(at);
        if (at < tokens.size() - 1) at++;
        return t;
    }

    private boolean accept(String symbolOrKeyword) {
        if (peek().kind() == Kind.STRING || peek().kind() == Kind.QUOTED_NAME || !peek().is(symbolOrKeyword)) return false;
        next();
        return true;
    }

    private void expect(String symbol) {
        if (!accept(symbol)) throw malformed(peek().kind() == Kind.END ? "Unexpected term" : "Unexpected token after expression");
    }

    private void expectKeyword(String keyword) {
        if (accept(keyword)) return;
        Token t = peek();
        if (t.kind() == Kind.END) throw malformed("Unexpected term");
        throw malformed(isKeyword(t) ? "Unexpected keyword" : "Unexpected token after expression");
    }

    private static boolean isKeyword(Token t) {
        return t.kind() == Kind.NAME && KEYWORDS.contains(t.text().toUpperCase(Locale.ROOT));
    }

    /** Too few values fail while parsing; DynamoDB accepts too many. */
    int usedParameters() { return usedParameters; }
}
