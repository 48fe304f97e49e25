package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.expressions.Expressions;
import dev.ddbcourse.engine.internal.model.ValueLayer;
import dev.ddbcourse.engine.internal.http.Json;
import dev.ddbcourse.engine.internal.model.AttributeValueJson;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.validation.RequestReader;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;

/**
 * What the three PartiQL operations share: parsing a statement and finding its table (syntax errors come
 * first, then a missing table), running the equivalent operation, and the NextToken of a SELECT.
 */
final class Statements {
    private final Database db;
    private final Function<String, Operation<?>> operations;

    Statements(Database db, Function<String, Operation<?>> operations) {
        this.db = db;
        this.operations = operations;
    }

    record Parsed(Ast.Statement statement, TableDef def) {
        boolean read() { return isRead(statement); }
    }

    /** Whether a statement reads (a SELECT); every other statement writes or checks. */
    static boolean isRead(Ast.Statement statement) {
        return statement instanceof Ast.Select;
    }

    /** One statement member, checked and bound to its table: {@link #check}, then {@link #bind}. */
    Parsed parse(RequestReader r, String path) {
        return bind(check(r, path));
    }

    /**
     * One statement member on its own: Statement (1 to 8192 characters) and its Parameters, with the
     * violations {@code r} has gathered so far, then the statement's syntax. No table is looked at.
     */
    static Ast.Statement check(RequestReader r, String path) {
        String text = r.string("Statement");
        ArrayNode parameters = r.list("Parameters");
        r.notNull(path + "statement", text);
        if (text != null) r.length(path + "statement", text, text.length(), 1, 8192);
        if (parameters != null) r.length(path + "parameters", parameters, parameters.size(), 1, Integer.MAX_VALUE);
        r.throwIfViolations();
        checkParameters(parameters);
        return Parser.parse(text, parameters);
    }

    /**
     * A member's Parameters, read before its statement as DynamoDB reads them: in document order, a value nested
     * too deep or a number Java's BigDecimal cannot read is refused as it is met, in the words of the value alone
     * (paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlParameterNumbers.test.ts, against AWS).
     */
    static void checkParameters(ArrayNode parameters) {
        if (parameters == null) return;
        for (JsonNode parameter : parameters) AttributeValueJson.parameterFromJson(parameter);
    }

    /**
     * A value no ordering accepts (BOOL, NULL, a set, list or map) as an operand of &lt;, &lt;=, &gt;, &gt;= or BETWEEN in
     * the WHERE clause is refused before the table is looked up (nubo-db/dynamodb-conformance
     * tests/tier3/validation-ordering/partiql.test.ts, characterised against AWS).
     */
    static void checkOrderable(Ast.Statement s) {
        Ast.Expr where = s instanceof Ast.Select x ? x.where() : s instanceof Ast.Update x ? x.where()
                : s instanceof Ast.Delete x ? x.where() : null;
        if (where != null) checkOrderable(where);
    }

    private static void checkOrderable(Ast.Expr e) {
        if (e instanceof Ast.And a) {
            checkOrderable(a.left());
            checkOrderable(a.right());
        } else if (e instanceof Ast.Or o) {
            checkOrderable(o.left());
            checkOrderable(o.right());
        } else if (e instanceof Ast.Not n) {
            checkOrderable(n.inner());
        } else if (e instanceof Ast.Compare c && !c.op().equals("=") && !c.op().equals("<>")) {
            orderable(c.op(), c.left());
            orderable(c.op(), c.right());
        } else if (e instanceof Ast.Between b) {
            orderable("BETWEEN", b.value());
            orderable("BETWEEN", b.low());
            orderable("BETWEEN", b.high());
        }
    }

    private static void orderable(String operator, Ast.Expr operand) {
        if (!(operand instanceof Ast.Literal l) || !l.value().isObject() || l.value().size() != 1) return;
        String problem = Expressions.unorderable(operator, l.value().fieldNames().next());
        if (problem != null) throw DynamoDbError.validation(problem);
    }

    /** The statement with its table's definition (ResourceNotFoundException when there is none). */
    Parsed bind(Ast.Statement statement) {
        return new Parsed(statement, db.get(tableOf(statement)).def());
    }

    static String tableOf(Ast.Statement s) {
        if (s instanceof Ast.Select x) return x.table();
        if (s instanceof Ast.Insert x) return x.table();
        if (s instanceof Ast.Update x) return x.table();
        if (s instanceof Ast.Delete x) return x.table();
        return ((Ast.Check) s).select().table();
    }

    /**
     * Runs a translated request. A statement has neither expressions nor ExpressionAttributeValues: what the operation
     * refuses in an expression the translation wrote, or in a value it put there, is refused in the words of the
     * problem alone, as DynamoDB words it for a statement (not "Invalid FilterExpression: ..." or
     * "ExpressionAttributeValues contains invalid value: ... for key :v0"), nor in the one-error list the item
     * operations use. Its values are checked in the older {@link ValueLayer}, whatever the operation: PartiQL
     * reads its parameters as Java's BigDecimal does (partiqlParameterNumbers.test.ts), as that layer does.
     */
    ObjectNode run(String operation, ObjectNode request) {
        try {
            return ValueLayer.OLDER.during(() -> operations.apply(operation).handle(request));
        } catch (DynamoDbError e) {
            if (e.kind() != DynamoDbError.Kind.VALIDATION) throw e;
            String message = Messages.withoutOneValidationError(e.getMessage());
            String problem = Messages.invalidValueProblem(message, Placeholders::isValueKey);
            if (problem == null) problem = Messages.withoutExpressionName(message);
            if (problem.equals(e.getMessage())) throw e;
            throw DynamoDbError.validation(problem);
        }
    }

    /**
     * Runs a write statement as its operation, answering {@code Items} (the RETURNING item, if any) and
     * the operation's ConsumedCapacity. An INSERT that finds its key taken is a DuplicateItemException.
     */
    ObjectNode write(Parsed parsed, ReturnConsumedCapacity returnConsumedCapacity, String onConditionFailure) {
        if (parsed.statement() instanceof Ast.Check) {
            throw DynamoDbError.validation(Messages.PARTIQL_EXISTS_OUTSIDE_TRANSACTION);
        }
        Translate.Plan plan = Translate.write(parsed.statement(), parsed.def());
        ObjectNode request = plan.request();
        String returning = returning(parsed.statement());
        if (returning != null) request.put("ReturnValues", returning);
        request.put("ReturnConsumedCapacity", returnConsumedCapacity.name());
        if (onConditionFailure != null) request.put("ReturnValuesOnConditionCheckFailure", onConditionFailure);
        ObjectNode response;
        try {
            response = run(plan.operation(), request);
        } catch (DynamoDbError e) {
            if (parsed.statement() instanceof Ast.Insert && e.kind() == DynamoDbError.Kind.CONDITIONAL_CHECK_FAILED) {
                throw DynamoDbError.duplicateItem();
            }
            throw e;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode items = out.putArray("Items");
        if (response.get("Attributes") != null) items.add(response.get("Attributes"));
        if (response.get("ConsumedCapacity") != null) out.set("ConsumedCapacity", response.get("ConsumedCapacity"));
        return out;
    }

    static String returning(Ast.Statement s) {
        if (s instanceof Ast.Update u) return u.returning();
        if (s instanceof Ast.Delete d) return d.returning();
        return null;
    }

    /**
     * A SELECT's item as PartiQL names it: a projected path answers under its last name ({@code SELECT m.nested}
     * gives {@code nested}), as AWS answers it (nubo-db/dynamodb-conformance tests/tier2/partiql/executeStatement.test.ts);
     * a path ending in a list element keeps its top-level attribute. {@code SELECT *} answers the item as it is.
     */
    static JsonNode named(Ast.Select s, JsonNode item) {
        if (s.projection() == null || item == null) return item;
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (Ast.Path path : s.projection()) {
            Object last = path.steps().get(path.steps().size() - 1);
            if (!(last instanceof String name)) {
                if (item.has(path.root())) out.set(path.root(), item.get(path.root()));
                continue;
            }
            JsonNode value = item.get(path.root());
            for (Object step : path.steps().subList(1, path.steps().size())) {
                if (value == null) break;
                value = step instanceof Integer i ? value.path("L").get(i) : value.path("M").get((String) step);
            }
            if (value != null) out.set(name, value);
        }
        return out;
    }

    /** Each of {@code items} {@link #named}. */
    static ArrayNode namedItems(Ast.Select s, JsonNode items) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        items.forEach(item -> out.add(named(s, item)));
        return out;
    }

    // ---- NextToken: where the SELECT stopped, opaque to the client, good only for the table or index it read ----

    static String nextToken(Ast.Select s, JsonNode position) {
        ObjectNode token = source(s);
        token.set(AT, position);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(Json.write(token));
    }

    static ObjectNode startKey(Ast.Select s, String nextToken) {
        try {
            JsonNode token = Json.MAPPER.readTree(new String(Base64.getUrlDecoder().decode(nextToken), StandardCharsets.UTF_8));
            if (token instanceof ObjectNode t && t.get(AT) instanceof ObjectNode at) {
                t.remove(AT);
                if (t.equals(source(s))) return at;
            }
        } catch (Exception e) {
            // below
        }
        throw DynamoDbError.validation(Messages.PARTIQL_INVALID_NEXT_TOKEN);
    }

    private static ObjectNode source(Ast.Select s) {
        ObjectNode source = JsonNodeFactory.instance.objectNode().put("Table", s.table());
        if (s.index() != null) source.put("Index", s.index());
        return source;
    }

    private static final String AT = "At";

    static final List<String> ON_FAILURE = List.of("ALL_OLD", "NONE");
}
