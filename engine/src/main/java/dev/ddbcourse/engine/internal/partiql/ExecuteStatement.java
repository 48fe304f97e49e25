package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;

/** ExecuteStatement: one statement, run as its equivalent operation; a SELECT pages with NextToken. */
public final class ExecuteStatement implements Operation<ExecuteStatement.Request> {
    private final Statements statements;

    ExecuteStatement(Statements statements) {
        this.statements = statements;
    }

    /** The request checked on its own: its members and the statement's syntax. */
    record Request(Ast.Statement statement, Boolean consistentRead, String nextToken, Long limit, String returnConsumedCapacity,
                   String onConditionFailure) {}

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        Boolean consistent = r.bool("ConsistentRead");
        String nextToken = r.string("NextToken");
        Long limit = r.integer("Limit");
        String capacity = r.returnConsumedCapacity();
        String onFailure = r.string("ReturnValuesOnConditionCheckFailure");
        if (nextToken != null) r.length("nextToken", nextToken, nextToken.length(), 1, 32768);
        r.atLeast("limit", limit, 1);
        r.oneOf("returnValuesOnConditionCheckFailure", onFailure, Statements.ON_FAILURE);
        return new Request(Statements.check(r, ""), consistent, nextToken, limit, capacity, onFailure);
    }

    @Override
    public ObjectNode execute(Request q) {
        Statements.Parsed parsed = statements.bind(q.statement());
        String capacity = q.returnConsumedCapacity();
        if (!(parsed.statement() instanceof Ast.Select select)) return statements.write(parsed, capacity, q.onConditionFailure());

        Translate.Plan plan = Translate.select(select, parsed.def());
        ObjectNode request = plan.request();
        if (q.limit() != null) request.put("Limit", q.limit());
        if (Boolean.TRUE.equals(q.consistentRead())) request.put("ConsistentRead", true);
        if (q.nextToken() != null) request.set("ExclusiveStartKey", Statements.startKey(q.nextToken()));
        request.put("ReturnConsumedCapacity", capacity);
        ObjectNode response = statements.run(plan.operation(), request);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.set("Items", response.get("Items"));
        if (response.get("LastEvaluatedKey") != null) {
            out.put("NextToken", Statements.nextToken(response.get("LastEvaluatedKey")));
            out.set("LastEvaluatedKey", response.get("LastEvaluatedKey"));
        }
        if (response.get("ConsumedCapacity") != null) out.set("ConsumedCapacity", response.get("ConsumedCapacity"));
        return out;
    }
}
