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

import java.util.ArrayList;
import java.util.List;

/**
 * ExecuteTransaction: up to 100 statements, all reads (run as TransactGetItems, each naming a whole key)
 * or all writes (run as TransactWriteItems; EXISTS(SELECT ...) is a condition check).
 */
public final class ExecuteTransaction implements Operation<ExecuteTransaction.Request> {
    static final int MAX_STATEMENTS = 100;
    static final String READ_AND_WRITE = "ExecuteTransaction API does not support both read and write operations in the same request.";

    private final Statements statements;

    ExecuteTransaction(Statements statements) {
        this.statements = statements;
    }

    /**
     * The request's own members, checked; the statements are checked and bound one after another as they
     * are translated (a statement's syntax error or missing table is reported in statement order).
     */
    record Request(ArrayNode statements, String clientRequestToken, ReturnConsumedCapacity returnConsumedCapacity) {}

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ArrayNode list = r.list("TransactStatements");
        String token = r.string("ClientRequestToken");
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        r.notNull("transactStatements", list);
        if (list != null) r.length("transactStatements", list, list.size(), 1, MAX_STATEMENTS);
        if (token != null) r.length("clientRequestToken", token, token.length(), 1, 36);
        r.throwIfViolations();
        return new Request(list, token, capacity);
    }

    @Override
    public ObjectNode execute(Request q) {
        ArrayNode list = q.statements();
        String token = q.clientRequestToken();
        ReturnConsumedCapacity capacity = q.returnConsumedCapacity();
        List<Statements.Parsed> parsed = new ArrayList<>();
        ArrayNode items = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < list.size(); i++) {
            ObjectNode m = RequestReader.asStructure(list.get(i));
            RequestReader mr = new RequestReader(m == null ? JsonNodeFactory.instance.objectNode() : m);
            // A parameter's value is refused in its own words, not as the statement's validation failure.
            if (m != null) Statements.checkParameters(RequestReader.asList(m.get("Parameters")));
            try {
                Statements.Parsed p = statements.parse(mr, "transactStatements." + (i + 1) + ".member.");
                parsed.add(p);
                if (p.statement() instanceof Ast.Select select) {
                    // Refused ahead of its key (nubo-db/dynamodb-conformance partiqlIndexQualifier.test.ts, against AWS).
                    if (select.index() != null) throw DynamoDbError.validation(Messages.PARTIQL_TRANSACTION_INDEX_READ);
                    items.addObject().set("Get", Translate.get(select, p.def(), "ExecuteTransaction"));
                } else {
                    if (Statements.returning(p.statement()) != null) {
                        throw DynamoDbError.validation(Messages.PARTIQL_TRANSACTION_RETURNING);
                    }
                    Translate.Plan plan = Translate.write(p.statement(), p.def());
                    ObjectNode request = plan.request();
                    String onFailure = mr.string("ReturnValuesOnConditionCheckFailure");
                    if (onFailure != null) request.put("ReturnValuesOnConditionCheckFailure", onFailure);
                    items.addObject().set(member(plan.operation()), request);
                }
            } catch (DynamoDbError e) {
                if (e.kind() != DynamoDbError.Kind.VALIDATION) throw e;
                throw DynamoDbError.validation(Messages.partiqlTransactionStatement(i, e.getMessage()));
            }
        }
        boolean reads = parsed.stream().anyMatch(Statements.Parsed::read);
        boolean writes = parsed.stream().anyMatch(p -> !p.read());
        if (reads && writes) throw DynamoDbError.validation(READ_AND_WRITE);
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        request.set("TransactItems", items);
        request.put("ReturnConsumedCapacity", capacity.name());
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ObjectNode response;
        if (reads) {
            response = statements.run("TransactGetItems", request);
            ArrayNode responses = out.putArray("Responses");
            for (int i = 0; i < response.get("Responses").size(); i++) {
                ObjectNode item = (ObjectNode) response.get("Responses").get(i).deepCopy();
                if (item.has("Item")) item.set("Item", Statements.named((Ast.Select) parsed.get(i).statement(), item.get("Item")));
                responses.add(item);
            }
        } else {
            if (token != null) request.put("ClientRequestToken", token);
            try {
                response = statements.run("TransactWriteItems", request);
            } catch (DynamoDbError e) {
                throw insertsAsDuplicates(e, parsed);
            }
            // Writes answer nothing per statement, but the list is there, empty (as AWS answers it).
            out.putArray("Responses");
        }
        JsonNode consumed = response.get("ConsumedCapacity");
        if (consumed != null) out.set("ConsumedCapacity", consumed);
        return out;
    }

    private static String member(String operation) {
        return switch (operation) {
            case "PutItem" -> "Put";
            case "UpdateItem" -> "Update";
            case "DeleteItem" -> "Delete";
            default -> "ConditionCheck";
        };
    }

    /** An INSERT whose key exists cancels the transaction with DuplicateItem, not a failed condition. */
    private static DynamoDbError insertsAsDuplicates(DynamoDbError e, List<Statements.Parsed> parsed) {
        if (e.kind() != DynamoDbError.Kind.TRANSACTION_CANCELED) return e;
        List<DynamoDbError.CancellationReason> reasons = new ArrayList<>(e.reasons());
        boolean changed = false;
        for (int i = 0; i < reasons.size() && i < parsed.size(); i++) {
            if (parsed.get(i).statement() instanceof Ast.Insert && "ConditionalCheckFailed".equals(reasons.get(i).code())) {
                reasons.set(i, new DynamoDbError.CancellationReason("DuplicateItem", Messages.DUPLICATE_ITEM, null));
                changed = true;
            }
        }
        return changed ? DynamoDbError.transactionCanceled(reasons) : e;
    }
}
