package dev.ddbcourse.kit.backend;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.engine.EmbeddedDynamoDb;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The rehearsal beside a lesson's client build: its requests all succeed, and it leaves nothing behind. */
class ClientWarmUpTest {

    @Test
    void theRehearsalsRequestsSucceedAndLeaveTheBackendAsItWas() {
        try (var engine = EmbeddedDynamoDb.start();
             var client = DynamoDbClient.builder().region(Region.US_EAST_1).endpointOverride(engine.endpoint())
                     .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                     .httpClient(new InProcessHttpClient(engine)).build()) {
            ClientWarmUp.rehearse(client); // throws if the engine refuses any of its requests
            assertThat(client.listTables().tableNames()).isEmpty();
        }
    }

    @Test
    void theRehearsalPrintsNothingAndClosesWhatItStarted() {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        PrintStream out = System.out;
        PrintStream err = System.err;
        var printed = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
            new ClientWarmUp().run();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(Thread.getAllStackTraces().keySet()).filteredOn(t -> !before.contains(t) && t.isAlive())
                .extracting(Thread::getName).noneMatch(name -> name.startsWith("ddb-engine"));
    }
}
