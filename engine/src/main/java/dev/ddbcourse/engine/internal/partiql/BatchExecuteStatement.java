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
import java.util.ArrayList;
import java.util.List;

/**
 * BatchExecuteStatement: up to 25 statements, each run on its own (not a transaction). A read must name
 * a whole primary key (it runs as GetItem); each statement answers its item or its own Error, and the
 * request succeeds as a whole. A batch is all reads or all writes: one that mixes them is refused whole.
 * So a read that would wait for a transaction on a thread that must not ({@link MustWait}) may run the
 * whole batch again on one that may: a batch of reads has written nothing. A write's RETURNING item is its
 * response's Item; a statement refused before it reached its table (its syntax, a read without the whole key)
 * names no TableName (nubo-db/dynamodb-conformance tests/tier2/partiql/batchExecuteStatement.test.ts, against AWS).
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

    /**
     * One statement member read on its own (its syntax; no table looked at), or the error it answers.
     * Read in the member's order: ConsistentRead and ReturnValuesOnConditionCheckFailure are violations
     * the statement check reports with its own.
     */
    private record Member(Boolean consistent, String onFailure, Ast.Statement statement, DynamoDbError error) {
        static Member of(JsonNode member) {
            ObjectNode m = RequestReader.asStructure(member);
            RequestReader mr = new RequestReader(m == null ? JsonNodeFactory.instance.objectNode() : m);
            Boolean consistent = mr.bool("ConsistentRead");
            String onFailure = mr.string("ReturnValuesOnConditionCheckFailure");
            try {
                return new Member(consistent, onFailure, Statements.check(mr, ""), null);
            } catch (DynamoDbError e) {
                return new Member(consistent, onFailure, null, e);
            }
        }
    }

    @Override
    public ObjectNode execute(Request request) {
        List<Member> members = new ArrayList<>();
        for (JsonNode member : request.statements()) members.add(Member.of(member));
        // A batch is all reads or all writes; a statement that does not parse is neither.
        boolean reads = members.stream().anyMatch(m -> m.statement() != null && Statements.isRead(m.statement()));
        boolean writes = members.stream().anyMatch(m -> m.statement() != null && !Statements.isRead(m.statement()));
        if (reads && writes) throw DynamoDbError.validation(Messages.PARTIQL_BATCH_MIXED);
        ReturnConsumedCapacity capacity = request.returnConsumedCapacity();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ArrayNode responses = out.putArray("Responses");
        Capacities consumed = new Capacities();
        for (Member member : members) {
            ObjectNode response = responses.addObject();
            String table = null;
            try {
                if (member.error() != null) throw member.error();
                Statements.Parsed parsed = statements.bind(member.statement());
                ObjectNode result;
                if (parsed.statement() instanceof Ast.Select select) {
                    ObjectNode get = Translate.get(select, parsed.def(), "BatchExecuteStatement");
                    if (Boolean.TRUE.equals(member.consistent())) get.put("ConsistentRead", true);
                    get.put("ReturnConsumedCapacity", capacity.name());
                    table = Statements.tableOf(parsed.statement());
                    result = statements.run("GetItem", get);
                    if (result.get("Item") != null) response.set("Item", Statements.named(select, result.get("Item")));
                } else {
                    table = Statements.tableOf(parsed.statement());
                    result = statements.write(parsed, capacity, member.onFailure());
                    // A RETURNING item is the statement's Item; an empty one (nothing modified) is none.
                    JsonNode returned = result.get("Items").get(0);
                    if (returned != null && !returned.isEmpty()) response.set("Item", returned);
                }
                response.put("TableName", table);
                consumed.add(result.get("ConsumedCapacity"));
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
