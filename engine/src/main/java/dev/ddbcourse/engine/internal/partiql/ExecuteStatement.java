package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;

import java.util.List;

/** ExecuteStatement: one statement, run as its equivalent operation(s); a SELECT pages with NextToken. */
public final class ExecuteStatement implements Operation<ExecuteStatement.Request> {
    private final Statements statements;

    ExecuteStatement(Statements statements) {
        this.statements = statements;
    }

    /** The request checked on its own: its members and the statement's syntax. */
    record Request(Ast.Statement statement, Boolean consistentRead, String nextToken, Long limit, ReturnConsumedCapacity returnConsumedCapacity,
                   String onConditionFailure) {}

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        Boolean consistent = r.bool("ConsistentRead");
        String nextToken = r.string("NextToken");
        Long limit = r.integer("Limit");
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        String onFailure = r.string("ReturnValuesOnConditionCheckFailure");
        if (nextToken != null) r.length("nextToken", nextToken, nextToken.length(), 1, 32768);
        r.atLeast("limit", limit, 1);
        r.oneOf("returnValuesOnConditionCheckFailure", onFailure, Statements.ON_FAILURE);
        Ast.Statement statement = Statements.check(r, "");
        Statements.checkOrderable(statement);
        return new Request(statement, consistent, nextToken, limit, capacity, onFailure);
    }

    @Override
    public ObjectNode execute(Request q) {
        Statements.Parsed parsed = statements.bind(q.statement());
        ReturnConsumedCapacity capacity = q.returnConsumedCapacity();
        if (!(parsed.statement() instanceof Ast.Select select)) return statements.write(parsed, capacity, q.onConditionFailure());

        Translate.readableIndex(select, parsed.def(), Boolean.TRUE.equals(q.consistentRead()));
        List<Translate.Plan> plans = Translate.select(select, parsed.def());
        if (plans.size() > 1) return partitions(select, plans, q);
        ObjectNode request = plans.get(0).request();
        if (q.limit() != null) request.put("Limit", q.limit());
        if (Boolean.TRUE.equals(q.consistentRead())) request.put("ConsistentRead", true);
        if (q.nextToken() != null) request.set("ExclusiveStartKey", Statements.startKey(select, q.nextToken()));
        request.put("ReturnConsumedCapacity", capacity.name());
        ObjectNode response = statements.run(plans.get(0).operation(), request);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("Items", Statements.namedItems(select, response.get("Items")));
        if (response.get("LastEvaluatedKey") != null) {
            out.put("NextToken", Statements.nextToken(select, response.get("LastEvaluatedKey")));
            out.set("LastEvaluatedKey", response.get("LastEvaluatedKey"));
        }
        if (response.get("ConsumedCapacity") != null) out.set("ConsumedCapacity", response.get("ConsumedCapacity"));
        return out;
    }

    /**
     * A SELECT on several partition key values: their Queries in turn, charged what each consumed. Limit
     * counts the items evaluated over all of them; the NextToken names the Query to go on with and its
     * LastEvaluatedKey.
     */
    private ObjectNode partitions(Ast.Select select, List<Translate.Plan> queries, Request q) {
        int first = 0;
        JsonNode startKey = null;
        if (q.nextToken() != null) {
            ObjectNode token = Statements.startKey(select, q.nextToken());
            first = token.path(PARTITION).asInt(-1);
            startKey = token.get(START_KEY);
            if (first < 0 || first >= queries.size() || (startKey != null && !startKey.isObject())) {
                throw DynamoDbError.validation(Messages.PARTIQL_INVALID_NEXT_TOKEN);
            }
        }
        Long left = q.limit();
        ArrayNode items = JsonNodeFactory.instance.arrayNode();
        Capacities consumed = new Capacities();
        ObjectNode next = null;
        for (int i = first; i < queries.size() && next == null; i++) {
            ObjectNode request = queries.get(i).request();
            if (i == first && startKey != null) request.set("ExclusiveStartKey", startKey);
            if (left != null) request.put("Limit", left);
            if (Boolean.TRUE.equals(q.consistentRead())) request.put("ConsistentRead", true);
            request.put("ReturnConsumedCapacity", q.returnConsumedCapacity().name());
            ObjectNode response = statements.run("Query", request);
            Statements.namedItems(select, response.get("Items")).forEach(items::add);
            consumed.add(response.get("ConsumedCapacity"));
            if (left != null) left -= response.get("ScannedCount").asLong();
            if (response.get("LastEvaluatedKey") != null) {
                next = JsonNodeFactory.instance.objectNode().put(PARTITION, i).set(START_KEY, response.get("LastEvaluatedKey"));
            } else if (left != null && left <= 0 && i + 1 < queries.size()) {
                next = JsonNodeFactory.instance.objectNode().put(PARTITION, i + 1);
            }
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("Items", items);
        if (next != null) {
            out.put("NextToken", Statements.nextToken(select, next));
            if (next.get(START_KEY) != null) out.set("LastEvaluatedKey", next.get(START_KEY));
        }
        ArrayNode total = consumed.toJson();
        if (total != null) out.set("ConsumedCapacity", total.get(0));
        return out;
    }

    /** The members of a NextToken over several partitions: the Query's position, and where it stopped. */
    private static final String PARTITION = "Partition", START_KEY = "ExclusiveStartKey";
}
