package dev.ddbcourse.kit.log;

import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The request log, as an SDK interceptor: every data-plane request (GetItem, PutItem,
 * UpdateItem, DeleteItem, Query, Scan, BatchGetItem, BatchWriteItem, TransactGetItems,
 * TransactWriteItems, and the PartiQL ExecuteStatement, BatchExecuteStatement, ExecuteTransaction) is printed when it completes or fails, and recorded for the exercise
 * checks, and so is an UpdateTable that adds, changes or deletes a GSI. Other control-plane calls (CreateTable,
 * DescribeTable, ...) are not logged.
 *
 * <p>Registered on the client builder in {@code backend.CourseClient}:
 * {@code overrideConfiguration(c -> c.addExecutionInterceptor(new RequestLogger()))}.
 */
public final class RequestLogger implements ExecutionInterceptor {
    /** The request as the learner's code built it, before any interceptor changed it. */
    private static final ExecutionAttribute<SdkRequest> AS_WRITTEN = new ExecutionAttribute<>("CourseRequestAsWritten");

    /** How many times the SDK sent the request (beforeTransmission runs once per attempt). */
    private static final ExecutionAttribute<int[]> ATTEMPTS = new ExecutionAttribute<>("CourseRequestAttempts");

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        attributes.putAttribute(AS_WRITTEN, context.request());
        attributes.putAttribute(ATTEMPTS, new int[1]);
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        int[] attempts = attributes.getAttribute(ATTEMPTS);
        if (attempts != null) attempts[0]++;
    }

    private static int attempts(ExecutionAttributes attributes) {
        int[] attempts = attributes.getAttribute(ATTEMPTS);
        return attempts == null ? 1 : Math.max(1, attempts[0]);
    }

    /** With the cost switch on, asks DynamoDB for the capacity each request consumed. */
    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (!RequestLog.showsCost() || !isLogged(attributes, request)) return request;
        return CapacityRequest.total(request);
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        BillingModes.learnFrom(context.response());
        if (isLogged(attributes, context.request())) RequestLog.completed(operation(attributes), asWritten(context.request(), attributes), context.response(),
                attempts(attributes));
    }

    @Override
    public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
        if (isLogged(attributes, context.request())) RequestLog.failed(operation(attributes), asWritten(context.request(), attributes), context.exception(),
                attempts(attributes));
    }

    private static SdkRequest asWritten(SdkRequest fallback, ExecutionAttributes attributes) {
        SdkRequest written = attributes.getAttribute(AS_WRITTEN);
        return written != null ? written : fallback;
    }

    private static String operation(ExecutionAttributes attributes) {
        return attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
    }

    private static boolean isLogged(ExecutionAttributes attributes, SdkRequest request) {
        return RequestFormatter.DATA_PLANE.contains(operation(attributes)) || RequestFormatter.changesIndexes(request);
    }

    /** Adds ReturnConsumedCapacity=TOTAL unless the learner asked for something already. */
    static final class CapacityRequest {
        private CapacityRequest() {}

        static SdkRequest total(SdkRequest request) {
            if (request.getValueForField("ReturnConsumedCapacity", String.class).isPresent()) return request;
            ReturnConsumedCapacity total = ReturnConsumedCapacity.TOTAL;
            if (request instanceof GetItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof PutItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof UpdateItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof DeleteItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof QueryRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof ScanRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof BatchGetItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof BatchWriteItemRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof TransactGetItemsRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof TransactWriteItemsRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof ExecuteStatementRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof BatchExecuteStatementRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            if (request instanceof ExecuteTransactionRequest r) return r.toBuilder().returnConsumedCapacity(total).build();
            return request;
        }
    }
}
