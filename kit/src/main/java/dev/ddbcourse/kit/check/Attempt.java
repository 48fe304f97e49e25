package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.log.RecordedRequest;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What a learner's answer did.
 *
 * @param result what the answer returned (null if it threw)
 * @param error what it threw, else null
 * @param requests every data-plane request it made, in order
 * @param client the course client, for checks that read the table back after a write
 */
public record Attempt(Object result, Throwable error, List<RecordedRequest> requests, DynamoDbClient client) {

    /** The requests of one operation ("Query", "GetItem", ...). */
    public List<RecordedRequest> requests(String operation) {
        return requests.stream().filter(r -> r.operation().equals(operation)).toList();
    }
}
