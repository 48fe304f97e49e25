package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RequestLog;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A client for an answer that must survive a race, made deterministic: every call goes to the
 * real client, and right after the answer's first read another writer runs once (off the record:
 * neither printed nor counted as the answer's). So the answer's write always meets an item that
 * changed since it was read, as it would under real concurrency, one time in many.
 *
 * <p>It also stops an answer that retries without end: past {@code maxWrites} writes, the next
 * one throws.
 */
final class RaceClient {
    private static final Set<String> READS = Set.of("getItem", "query", "batchGetItem", "transactGetItems");
    private static final Set<String> WRITES = Set.of("putItem", "updateItem", "deleteItem", "batchWriteItem",
            "transactWriteItems");

    private RaceClient() {}

    /** {@code real}, with {@code rival} run once after the first read and at most {@code maxWrites} writes. */
    static DynamoDbClient around(DynamoDbClient real, Runnable rival, int maxWrites) {
        var state = new Object() {
            boolean rivalRan;
            int writes;
        };
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    String name = method.getName();
                    if (WRITES.contains(name) && ++state.writes > maxWrites) {
                        throw new IllegalStateException("the answer tried write number " + state.writes + ": retry a bounded"
                                + " number of times (a few), then give up with an error");
                    }
                    Object result;
                    try {
                        result = method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                    if (READS.contains(name) && !state.rivalRan) {
                        state.rivalRan = true;
                        RequestLog.offTheRecord(rival);
                    }
                    return result;
                });
    }
}
