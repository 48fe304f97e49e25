package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.validation.RequestReader;

/** ExecuteStatement: one statement, run as its equivalent operation; a SELECT pages with NextToken. */
public final class ExecuteStatement implements Operation<ObjectNode> {
    private final Statements statements;

    ExecuteStatement(Statements statements) {
        this.statements = statements;
    }

    /** The statements are checked as they are run: validation returns the request as it is. */
    @Override
    public ObjectNode validate(ObjectNode json) { return json; }

    @Override
    public ObjectNode execute(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        Boolean consistent = r.bool("ConsistentRead");
        String nextToken = r.string("NextToken");
        Long limit = r.integer("Limit");
        String capacity = r.returnConsumedCapacity();
        String onFailure = r.string("ReturnValuesOnConditionCheckFailure");
        if (nextToken != null) r.length("nextToken", nextToken, nextToken.length(), 1, 32768);
        r.atLeast("limit", limit, 1);
        r.oneOf("returnValuesOnConditionCheckFailure", onFailure, Statements.ON_FAILURE);
        Statements.Parsed parsed = statements.parse(r, "");
        if (!(parsed.statement() instanceof Ast.Select select)) return statements.write(parsed, capacity, onFailure);

        Translate.Plan plan = Translate.select(select, parsed.def());
        ObjectNode request = plan.request();
        if (limit != null) request.put("Limit", limit);
        if (Boolean.TRUE.equals(consistent)) request.put("ConsistentRead", true);
        if (nextToken != null) request.set("ExclusiveStartKey", Statements.startKey(nextToken));
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
