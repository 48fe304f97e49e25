package dev.ddbcourse.engine.internal.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * The one error type of the engine: every failure DynamoDB reports to a client is one of these,
 * made by the factory named after DynamoDB's error kind. The HTTP layer turns it into
 * DynamoDB's JSON ({@code internal.http.ErrorBodies}); message texts live in {@link Messages}.
 */
public final class DynamoDbError extends RuntimeException {

    /** Where DynamoDB's {@code __type} prefix and message key come from for each kind. */
    public enum Kind {
        VALIDATION("com.amazon.coral.validate#ValidationException", "message"),
        SERIALIZATION("com.amazon.coral.service#SerializationException", "Message"),
        UNKNOWN_OPERATION("com.amazon.coral.service#UnknownOperationException", "message"),
        RESOURCE_NOT_FOUND("com.amazonaws.dynamodb.v20120810#ResourceNotFoundException", "message"),
        RESOURCE_IN_USE("com.amazonaws.dynamodb.v20120810#ResourceInUseException", "message"),
        TABLE_NOT_FOUND("com.amazonaws.dynamodb.v20120810#TableNotFoundException", "message"),
        CONDITIONAL_CHECK_FAILED("com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", "message"),
        TRANSACTION_CANCELED("com.amazonaws.dynamodb.v20120810#TransactionCanceledException", "Message"),
        TRANSACTION_CONFLICT("com.amazonaws.dynamodb.v20120810#TransactionConflictException", "message"),
        TRANSACTION_IN_PROGRESS("com.amazonaws.dynamodb.v20120810#TransactionInProgressException", "Message"),
        IDEMPOTENT_PARAMETER_MISMATCH("com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException", "Message"),
        MISSING_AUTHENTICATION_TOKEN("com.amazon.coral.service#MissingAuthenticationTokenException", "message"),
        INCOMPLETE_SIGNATURE("com.amazon.coral.service#IncompleteSignatureException", "message"),
        INVALID_SIGNATURE("com.amazon.coral.service#InvalidSignatureException", "message"),
        ACCESS_DENIED("com.amazon.coral.service#AccessDeniedException", "Message"),
        DUPLICATE_ITEM("com.amazonaws.dynamodb.v20120810#DuplicateItemException", "message"),
        PROVISIONED_THROUGHPUT_EXCEEDED("com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException", "message"),
        LIMIT_EXCEEDED("com.amazonaws.dynamodb.v20120810#LimitExceededException", "message"),
        ITEM_COLLECTION_SIZE_LIMIT_EXCEEDED("com.amazonaws.dynamodb.v20120810#ItemCollectionSizeLimitExceededException", "message"),
        EXPIRED_ITERATOR("com.amazonaws.dynamodb.v20120810#ExpiredIteratorException", "message"),
        TRIMMED_DATA_ACCESS("com.amazonaws.dynamodb.v20120810#TrimmedDataAccessException", "message"),
        INTERNAL_SERVER_ERROR("com.amazonaws.dynamodb.v20120810#InternalServerError", "message");

        public final String type;
        public final String messageKey;

        Kind(String type, String messageKey) {
            this.type = type;
            this.messageKey = messageKey;
        }
    }

    /** One entry of a TransactionCanceledException's CancellationReasons. */
    public record CancellationReason(String code, String message, JsonNode item) {
        public static CancellationReason none() { return new CancellationReason("None", null, null); }
    }

    private final Kind kind;
    private final int status;
    private final JsonNode item;
    private final List<CancellationReason> reasons;
    private final ObjectNode details;

    private DynamoDbError(Kind kind, int status, String message, JsonNode item, List<CancellationReason> reasons) {
        this(kind, status, message, item, reasons, null);
    }

    private DynamoDbError(Kind kind, int status, String message, JsonNode item, List<CancellationReason> reasons,
                          ObjectNode details) {
        super(message, null, false, false);
        this.kind = kind;
        this.status = status;
        this.item = item;
        this.reasons = reasons == null ? List.of() : List.copyOf(reasons);
        this.details = details;
    }

    /** Further members of the error body (e.g. ThrottlingReasons), or null. */
    public ObjectNode details() { return details; }

    public Kind kind() { return kind; }

    public int status() { return status; }

    /** The item returned with ConditionalCheckFailedException (ReturnValuesOnConditionCheckFailure), or null. */
    public JsonNode item() { return item; }

    public List<CancellationReason> reasons() { return reasons; }

    public static DynamoDbError validation(String message) {
        return new DynamoDbError(Kind.VALIDATION, 400, message, null, null);
    }

    /** A body that is not JSON, or a JSON value of the wrong shape. */
    public static DynamoDbError serialization(String message) {
        return new DynamoDbError(Kind.SERIALIZATION, 400, message, null, null);
    }

    /** A missing or unknown X-Amz-Target: DynamoDB sends the bare type, no message. */
    public static DynamoDbError unknownOperation(String target) {
        return new DynamoDbError(Kind.UNKNOWN_OPERATION, 400, null, null, null);
    }

    /** A control request ({@code DdbCourseEngine.<Action>}) naming no action: unlike DynamoDB, the engine says so. */
    public static DynamoDbError unknownControlAction(String target) {
        return new DynamoDbError(Kind.UNKNOWN_OPERATION, 400, Messages.unknownOperation(target), null, null);
    }

    /** No Authorization header, or one that is not AWS Signature V4. */
    public static DynamoDbError missingAuthenticationToken() {
        return new DynamoDbError(Kind.MISSING_AUTHENTICATION_TOKEN, 400, Messages.MISSING_AUTHENTICATION_TOKEN, null, null);
    }

    /** An AWS4- Authorization header that lacks parts; {@code message} lists them, as DynamoDB does. */
    public static DynamoDbError incompleteSignature(String message) {
        return new DynamoDbError(Kind.INCOMPLETE_SIGNATURE, 400, message, null, null);
    }

    /** A request signed twice: in its query string and in its Authorization header. */
    public static DynamoDbError signedTwice() {
        return new DynamoDbError(Kind.INVALID_SIGNATURE, 400, Messages.SIGNED_TWICE, null, null);
    }

    public static DynamoDbError resourceNotFound(String message) {
        return new DynamoDbError(Kind.RESOURCE_NOT_FOUND, 400, message, null, null);
    }

    /** The backup operations' missing table (DescribeContinuousBackups, UpdateContinuousBackups), not ResourceNotFound. */
    public static DynamoDbError tableNotFound(String table) {
        return new DynamoDbError(Kind.TABLE_NOT_FOUND, 400, Messages.backupTableNotFound(table), null, null);
    }

    public static DynamoDbError resourceInUse(String message) {
        return new DynamoDbError(Kind.RESOURCE_IN_USE, 400, message, null, null);
    }

    /** @param item the old item when ReturnValuesOnConditionCheckFailure=ALL_OLD and it exists, else null */
    public static DynamoDbError conditionalCheckFailed(JsonNode item) {
        return new DynamoDbError(Kind.CONDITIONAL_CHECK_FAILED, 400, Messages.CONDITIONAL_REQUEST_FAILED, item, null);
    }

    public static DynamoDbError transactionCanceled(List<CancellationReason> reasons) {
        return new DynamoDbError(Kind.TRANSACTION_CANCELED, 400, Messages.transactionCancelled(reasons), null, reasons);
    }

    /** A single write of an item that a transaction is applying (Developer Guide, "Transaction conflict handling"). */
    public static DynamoDbError transactionConflict() {
        return new DynamoDbError(Kind.TRANSACTION_CONFLICT, 400, Messages.TRANSACTION_ONGOING, null, null);
    }

    /** A TransactWriteItems whose ClientRequestToken is already running (API reference, TransactionInProgressException). */
    public static DynamoDbError transactionInProgress() {
        return new DynamoDbError(Kind.TRANSACTION_IN_PROGRESS, 400, Messages.TRANSACTION_IN_PROGRESS, null, null);
    }

    public static DynamoDbError idempotentParameterMismatch(String message) {
        return new DynamoDbError(Kind.IDEMPOTENT_PARAMETER_MISMATCH, 400, message, null, null);
    }

    public static DynamoDbError accessDenied(String message) {
        return new DynamoDbError(Kind.ACCESS_DENIED, 400, message, null, null);
    }

    /** A PartiQL INSERT of a key that exists. */
    public static DynamoDbError duplicateItem() {
        return new DynamoDbError(Kind.DUPLICATE_ITEM, 400, Messages.DUPLICATE_ITEM, null, null);
    }

    /** A request over a table's, index's or partition's throughput; {@code details} holds ThrottlingReasons. */
    public static DynamoDbError throughputExceeded(String message, ObjectNode details) {
        return new DynamoDbError(Kind.PROVISIONED_THROUGHPUT_EXCEEDED, 400, message, null, null, details);
    }

    /** An account or table limit on control-plane operations (e.g. GSIs created or deleted at once). */
    public static DynamoDbError limitExceeded(String message) {
        return new DynamoDbError(Kind.LIMIT_EXCEEDED, 400, message, null, null);
    }

    /** A write that would grow an item collection (a table with LSIs) past its size limit. */
    public static DynamoDbError itemCollectionSizeLimitExceeded(String message) {
        return new DynamoDbError(Kind.ITEM_COLLECTION_SIZE_LIMIT_EXCEEDED, 400, message, null, null);
    }

    /** A Streams shard iterator older than 15 minutes. */
    public static DynamoDbError expiredIterator(String message) {
        return new DynamoDbError(Kind.EXPIRED_ITERATOR, 400, message, null, null);
    }

    /** A Streams read of records already trimmed (older than 24 hours). */
    public static DynamoDbError trimmedDataAccess(String message) {
        return new DynamoDbError(Kind.TRIMMED_DATA_ACCESS, 400, message, null, null);
    }

    /** Only for engine bugs: never for anything a client sent. */
    public static DynamoDbError internal(String message) {
        return new DynamoDbError(Kind.INTERNAL_SERVER_ERROR, 500, message, null, null);
    }
}
