package dev.ddbcourse.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.ddbcourse.engine.differential.Emulators;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The AWS CLI (PyPI awscli, installed with the reference emulators) against the engine through
 * {@code --endpoint-url}, with fake credentials and a region in its environment: its requests
 * are accepted, its JSON output parsed, and a failed call prints DynamoDB's message.
 */
class AwsCliTest extends EngineTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long CALL_TIMEOUT_SECONDS = 60;
    private static Path aws;

    /** What one {@code aws} run printed, and how it exited. */
    record Cli(int exit, String out, String err) {
        JsonNode json() throws IOException {
            assertThat(exit).as("aws exit code; stderr: %s", err).isZero();
            return JSON.readTree(out);
        }
    }

    @BeforeAll
    static void findCli() {
        aws = Emulators.installDir().resolve(".venv/bin/aws");
        if (!Files.isExecutable(aws)) Emulators.unavailable("the AWS CLI is not installed (" + aws + " missing)");
    }

    /** Runs {@code aws dynamodb <args>} against the engine; no retries, no user configuration. */
    static Cli dynamodb(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(aws.toString(), "dynamodb"));
        command.addAll(List.of(args));
        command.addAll(List.of("--endpoint-url", engine.endpoint().toString(), "--output", "json"));
        Path dir = Files.createDirectories(Path.of("target", "aws-cli"));
        Path out = Files.createTempFile(dir, "stdout", ".txt");
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("AWS_"));
        env.put("AWS_ACCESS_KEY_ID", "fake");
        env.put("AWS_SECRET_ACCESS_KEY", "fake");
        env.put("AWS_DEFAULT_REGION", "eu-west-1");
        env.put("AWS_MAX_ATTEMPTS", "1");
        // Not the developer's ~/.aws: what this test sees must not depend on who runs it.
        env.put("AWS_CONFIG_FILE", dir.resolve("no-config").toAbsolutePath().toString());
        env.put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("no-credentials").toAbsolutePath().toString());
        try {
            Process process = builder.start();
            if (!process.waitFor(CALL_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                throw new AssertionError("aws " + String.join(" ", args) + " did not finish in " + CALL_TIMEOUT_SECONDS + " s");
            }
            return new Cli(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    @Test
    void createPutGetQueryAndListTables() throws Exception {
        String table = uniqueName("cli");
        JsonNode created = dynamodb("create-table", "--table-name", table,
                "--attribute-definitions", "AttributeName=PK,AttributeType=S", "AttributeName=SK,AttributeType=S",
                "--key-schema", "AttributeName=PK,KeyType=HASH", "AttributeName=SK,KeyType=RANGE",
                "--billing-mode", "PAY_PER_REQUEST").json();
        assertThat(created.at("/TableDescription/TableName").asText()).isEqualTo(table);
        assertThat(created.at("/TableDescription/TableStatus").asText()).isEqualTo("CREATING"); // as DynamoDB answers
        assertThat(created.at("/TableDescription/KeySchema/1/AttributeName").asText()).isEqualTo("SK");

        JsonNode put = dynamodb("put-item", "--table-name", table, "--return-consumed-capacity", "TOTAL", "--item",
                "{\"PK\":{\"S\":\"artist#1\"},\"SK\":{\"S\":\"song#1\"},\"Title\":{\"S\":\"Blue\"},\"Plays\":{\"N\":\"42\"}}").json();
        assertThat(put.at("/ConsumedCapacity/CapacityUnits").asDouble()).isEqualTo(1.0);
        dynamodb("put-item", "--table-name", table, "--item",
                "{\"PK\":{\"S\":\"artist#1\"},\"SK\":{\"S\":\"song#2\"},\"Title\":{\"S\":\"Green\"}}").json();

        JsonNode got = dynamodb("get-item", "--table-name", table,
                "--key", "{\"PK\":{\"S\":\"artist#1\"},\"SK\":{\"S\":\"song#1\"}}").json();
        assertThat(got.at("/Item/Title/S").asText()).isEqualTo("Blue");
        assertThat(got.at("/Item/Plays/N").asText()).isEqualTo("42");

        JsonNode queried = dynamodb("query", "--table-name", table,
                "--key-condition-expression", "PK = :pk AND begins_with(SK, :song)",
                "--expression-attribute-values", "{\":pk\":{\"S\":\"artist#1\"},\":song\":{\"S\":\"song#\"}}",
                "--no-scan-index-forward").json();
        assertThat(queried.get("Count").asInt()).isEqualTo(2);
        assertThat(List.of(queried.at("/Items/0/SK/S").asText(), queried.at("/Items/1/SK/S").asText()))
                .containsExactly("song#2", "song#1");

        JsonNode tables = dynamodb("list-tables").json();
        assertThat(tables.get("TableNames")).extracting(JsonNode::asText).contains(table);
    }

    @Test
    void aFailedCallPrintsDynamoDbsTypeAndMessage() throws Exception {
        String table = createTable("PK", "SK");
        Cli cli = dynamodb("query", "--table-name", table, "--key-condition-expression", "PK = :pk AND",
                "--expression-attribute-values", "{\":pk\":{\"S\":\"a\"}}");

        DynamoDbException sdk = catchThrowableOfType(DynamoDbException.class, () -> ddb.query(q -> q.tableName(table)
                .keyConditionExpression("PK = :pk AND").expressionAttributeValues(Map.of(":pk", s("a")))));
        String message = sdk.awsErrorDetails().errorMessage();
        assertThat(message).startsWith("Invalid KeyConditionExpression: Syntax error;");
        assertThat(cli.exit()).as("exit code").isNotZero();
        assertThat(cli.out()).isEmpty();
        assertThat(cli.err().strip()).isEqualTo("An error occurred (ValidationException) when calling the Query operation: " + message);
    }
}
