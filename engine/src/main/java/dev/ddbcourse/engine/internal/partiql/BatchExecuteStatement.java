package dev.ddbcourse.engine.internal.partiql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.operations.Operation;
import dev.ddbcourse.engine.internal.storage.MustWait;
import dev.ddbcourse.engine.internal.validation.RequestReader;
import dev.ddbcourse.engine.internal.validation.ReturnConsumedCapacity;

/**
 * BatchExecuteStatement: up to 25 statements, each run on its own (not a transaction). A read must name
 * a whole primary key (it runs as GetItem); each statement answers its item or its own Error, and the
 * request succeeds as a whole. A batch is all reads or all writes: one that mixes them is refused whole.
 */
public final class BatchExecuteStatement implements Operation<BatchExecuteStatement.Request> {
    static final int MAX_STATEMENTS = 25;

    private final Statements statements;

    BatchExecuteStatement(Statements statements) {
        this.statements = statements;
    }

    /** The request's own members, checked; each statement is checked as it runs (its error is its own answer). */
    record Request(ArrayNode statements, ReturnConsumedCapacity returnConsumedCapacity) {}

    @Override
    public Request validate(ObjectNode json) {
        RequestReader r = new RequestReader(json);
        ArrayNode list = r.list("Statements");
        ReturnConsumedCapacity capacity = r.returnConsumedCapacity();
        r.notNull("statements", list);
        if (list != null) r.length("statements", list, list.size(), 1, MAX_STATEMENTS);
        r.throwIfViolations();
        return new Request(list, capacity);
    }

    @Override
    public ObjectNode execute(Request request) {
        ArrayNode list = request.statements();
        refuseMixed(list);
        ReturnConsumedCapacity capacity = request.returnConsumedCapacity();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode responses = out.putArray("Responses");
        Capacities consumed = new Capacities();
        boolean wrote = false;
        for (JsonNode member : list) {
            ObjectNode m = RequestReader.asStructure(member);
            RequestReader mr = new RequestReader(m == null ? JsonNodeFactory.instance.objectNode() : m);
            Boolean consistent = mr.bool("ConsistentRead");
            String onFailure = mr.string("ReturnValuesOnConditionCheckFailure");
            ObjectNode response = responses.addObject();
            String table = null;
            try {
                Statements.Parsed parsed = statements.parse(mr, "");
                table = Statements.tableOf(parsed.statement());
                if (parsed.statement() instanceof Ast.Select select) {
                    ObjectNode get = Translate.get(select, parsed.def());
                    if (Boolean.TRUE.equals(consistent)) get.put("ConsistentRead", true);
                    get.put("ReturnConsumedCapacity", capacity.name());
                    ObjectNode result = read(get, wrote);
                    response.put("TableName", table);
                    if (result.get("Item") != null) response.set("Item", result.get("Item"));
                    consumed.add(result.get("ConsumedCapacity"));
                } else {
                    if (Statements.returning(parsed.statement()) != null) {
                        throw DynamoDbError.validation(Messages.PARTIQL_BATCH_RETURNING);
                    }
                    wrote = true;
                    ObjectNode result = statements.write(parsed, capacity, onFailure);
                    response.put("TableName", table);
                    consumed.add(result.get("ConsumedCapacity"));
                }
            } catch (DynamoDbError e) {
                response.removeAll();
                if (table != null) response.put("TableName", table);
                ObjectNode error = response.putObject("Error");
                error.put("Code", code(e.kind()));
                error.put("Message", e.getMessage());
                if (e.item() != null) error.set("Item", e.item());
            }
        }
        ArrayNode total = consumed.toJson();
        if (total != null) out.set("ConsumedCapacity", total);
        return out;
    }

    /** Refuses a batch that holds both a read and a write (a statement that does not parse counts as neither). */
    private void refuseMixed(ArrayNode list) {
        boolean reads = false, writes = false;
        for (JsonNode member : list) {
            ObjectNode m = RequestReader.asStructure(member);
            if (m == null) continue;
            try {
                boolean read = statements.parse(new RequestReader(m), "").statement() instanceof Ast.Select;
                reads |= read;
                writes |= !read;
            } catch (DynamoDbError e) {
                // this statement answers its own Error when the batch runs
            }
        }
        if (reads && writes) throw DynamoDbError.validation(Messages.PARTIQL_BATCH_MIXED);
    }

    /**
     * A read statement, as GetItem. If it would wait for a transaction on a thread that must not, the whole batch
     * is run again on one that may ({@link MustWait}), which is safe only while the batch has written nothing
     * (always, as a batch never mixes reads and writes; TransactionConflict if it ever did).
     */
    private ObjectNode read(ObjectNode get, boolean wrote) {
        try {
            return statements.run("GetItem", get);
        } catch (MustWait wait) {
            if (!wrote) throw wait;
            throw DynamoDbError.transactionConflict();
        }
    }

    /** BatchStatementError's Code for an error kind. */
    static String code(DynamoDbError.Kind kind) {
        return switch (kind) {
            case VALIDATION, SERIALIZATION -> "ValidationError";
            case CONDITIONAL_CHECK_FAILED -> "ConditionalCheckFailed";
            case RESOURCE_NOT_FOUND -> "ResourceNotFound";
            case DUPLICATE_ITEM -> "DuplicateItem";
            case TRANSACTION_CONFLICT -> "TransactionConflict";
            case ACCESS_DENIED -> "AccessDenied";
            default -> "InternalServerError";
        };
    }
}
