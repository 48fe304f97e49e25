package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * What one request got from one server, as JSON: {@code {"Response": {...}}} or
 * {@code {"Error": {"Status", "Code", "Message", "CancellationReasons"?, "Item"?}}}.
 * The operation is called by its API name through the SDK client.
 */
final class Outcome {
    private static final String MODEL = "software.amazon.awssdk.services.dynamodb.model.";
    private static final Map<String, Method> METHODS = new ConcurrentHashMap<>();

    private Outcome() {}

    static ObjectNode of(DynamoDbClient client, String operation, JsonNode request) {
        ObjectNode outcome = JsonNodeFactory.instance.objectNode();
        Method method = METHODS.computeIfAbsent(operation, Outcome::clientMethod);
        try {
            SdkPojo builder = (SdkPojo) method.getParameterTypes()[0].getMethod("builder").invoke(null);
            Object built = SdkJson.build(builder, request);
            outcome.set("Response", SdkJson.tree((SdkPojo) method.invoke(client, built)));
        } catch (InvocationTargetException e) {
            outcome.set("Error", error(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call " + operation, e);
        }
        return outcome;
    }

    private static ObjectNode error(Throwable thrown) {
        ObjectNode error = JsonNodeFactory.instance.objectNode();
        if (thrown instanceof DynamoDbException e && e.awsErrorDetails() != null) {
            error.put("Status", e.statusCode());
            error.put("Code", e.awsErrorDetails().errorCode());
            error.put("Message", e.awsErrorDetails().errorMessage());
            if (e instanceof TransactionCanceledException t && t.hasCancellationReasons()) {
                var reasons = error.putArray("CancellationReasons");
                t.cancellationReasons().forEach(r -> reasons.add(SdkJson.tree(r)));
            }
            if (e instanceof ConditionalCheckFailedException c && c.hasItem()) {
                ObjectNode item = error.putObject("Item");
                c.item().forEach((name, value) -> item.set(name, SdkJson.tree(value)));
            }
        } else if (thrown instanceof SdkClientException e) {
            // The response could not be read at all (bad JSON, bad CRC, connection closed).
            error.put("Code", "SdkClientException");
            error.put("Message", e.getMessage());
        } else if (thrown instanceof RuntimeException e) {
            throw e;
        } else {
            throw new IllegalStateException(thrown);
        }
        return error;
    }

    private static Method clientMethod(String operation) {
        try {
            Class<?> requestType = Class.forName(MODEL + operation + "Request");
            String name = Character.toLowerCase(operation.charAt(0)) + operation.substring(1);
            return DynamoDbClient.class.getMethod(name, requestType);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("no DynamoDB operation " + operation, e);
        }
    }
}
