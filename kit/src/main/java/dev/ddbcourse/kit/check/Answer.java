package dev.ddbcourse.kit.check;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A learner's answer: gets the course client, returns what the exercise asks for. */
@FunctionalInterface
public interface Answer {
    Object apply(DynamoDbClient ddb) throws Exception;
}
