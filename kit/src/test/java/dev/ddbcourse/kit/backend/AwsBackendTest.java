package dev.ddbcourse.kit.backend;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.ddbcourse.kit.backend.BackendConfig.Kind;
import dev.ddbcourse.kit.tables.Tables;
import dev.ddbcourse.kit.testing.Printed;
import dev.ddbcourse.kit.testing.TestDynamo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The aws backend, pointed at a local engine posing as AWS (same code path, endpoint
 * override): whatever the code asks, a table without the course prefix is never touched.
 */
class AwsBackendTest {
    private static final String PREFIX = "ddbcourse-test-";
    private static final String VICTIM = "victim";

    private static CourseClient.Connection aws;
    private static DynamoDbClient behindTheGuard;

    @BeforeAll
    static void poseAsAws() {
        // the default credential chain and region provider read these first
        System.setProperty("aws.accessKeyId", "AKIAEXAMPLE");
        System.setProperty("aws.secretAccessKey", "secret");
        System.setProperty("aws.region", "eu-west-2");
        aws = CourseClient.connect(new BackendConfig(Kind.AWS, TestDynamo.localEndpoint(), PREFIX));
        behindTheGuard = TestDynamo.plainClient();
    }

    @AfterAll
    static void stop() {
        for (String table : behindTheGuard.listTables().tableNames()) {
            if (table.startsWith(PREFIX) || table.equals(VICTIM) || table.equals("x" + PREFIX + "c")) Tables.delete(behindTheGuard, table);
        }
        aws.close();
        behindTheGuard.close();
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
        System.clearProperty("aws.region");
    }

    @BeforeEach
    void aVictimTableOutsideTheCourse() {
        Tables.recreate(behindTheGuard, VICTIM);
        behindTheGuard.putItem(p -> p.tableName(VICTIM).item(item("PK", "precious", "SK", "data")));
    }

    private static boolean victimIntact() {
        return behindTheGuard.getItem(g -> g.tableName(VICTIM).key(key("PK", "precious", "SK", "data"))).hasItem();
    }

    @Test
    void theBackendLineNamesRegionAndPrefix() {
        assertThat(aws.description()).isEqualTo("DynamoDB: AWS eu-west-2 via " + TestDynamo.localEndpoint()
                + ", course tables prefixed " + PREFIX);
    }

    @Test
    void aLessonsTableIsCreatedAndUsedUnderTheCoursePrefix() {
        DynamoDbClient ddb = aws.client();
        Tables.recreate(ddb, "p02-guarded", gsi("GSI1"));
        ddb.putItem(p -> p.tableName("p02-guarded").item(item("PK", "CUST#c1", "SK", "PROFILE", "GSI1PK", "X", "GSI1SK", "Y")));

        assertThat(behindTheGuard.listTables().tableNames()).contains(PREFIX + "p02-guarded").doesNotContain("p02-guarded");
        assertThat(ddb.getItem(g -> g.tableName("p02-guarded").key(key("PK", "CUST#c1", "SK", "PROFILE"))).item()).isNotEmpty();
        // batch responses come back under the name the code used
        var batch = ddb.batchGetItem(b -> b.requestItems(java.util.Map.of("p02-guarded",
                KeysAndAttributes.builder().keys(key("PK", "CUST#c1", "SK", "PROFILE")).build())));
        assertThat(batch.responses()).containsOnlyKeys("p02-guarded");
    }

    @Test
    void tablesAreAlwaysOnDemand() {
        aws.client().createTable(c -> c.tableName("provisioned")
                .attributeDefinitions(a -> a.attributeName("PK").attributeType("S"))
                .keySchema(k -> k.attributeName("PK").keyType("HASH"))
                .billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(100L).writeCapacityUnits(100L).build()));
        var table = behindTheGuard.describeTable(d -> d.tableName(PREFIX + "provisioned")).table();
        assertThat(table.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThatThrownBy(() -> aws.client().updateTable(u -> u.tableName("provisioned").billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(1L).writeCapacityUnits(1L).build())))
                .hasStackTraceContaining("keeps its AWS tables on-demand");
    }

    @Test
    void theFirstTableCreatedPrintsOneCostNotice() {
        String printed = Printed.by(() -> {
            try (CourseClient.Connection fresh = CourseClient.connect(new BackendConfig(Kind.AWS, TestDynamo.localEndpoint(), PREFIX))) {
                Tables.recreate(fresh.client(), "notice-1");
                Tables.recreate(fresh.client(), "notice-2");
            }
        });
        assertThat(printed.lines().toList()).singleElement().asString()
                .startsWith("AWS: creating " + PREFIX + "notice-1 on-demand").contains("AwsCleanup");
    }

    @Test
    void noRequestReachesATableWithoutThePrefix() {
        DynamoDbClient ddb = aws.client();
        String victimArn = "arn:aws:dynamodb:eu-west-2:123456789012:table/" + VICTIM;

        // plain names are redirected to the course's own (absent) table
        assertThatThrownBy(() -> ddb.getItem(g -> g.tableName(VICTIM).key(key("PK", "precious", "SK", "data"))))
                .isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> ddb.deleteTable(d -> d.tableName(VICTIM))).isInstanceOf(ResourceNotFoundException.class);
        assertThatThrownBy(() -> ddb.deleteItem(d -> d.tableName(VICTIM).key(key("PK", "precious", "SK", "data"))))
                .isInstanceOf(ResourceNotFoundException.class);
        // an ARN cannot be prefixed: the guard refuses it before it is sent
        assertThatThrownBy(() -> ddb.deleteTable(d -> d.tableName(victimArn)))
                .hasStackTraceContaining("on table 'victim' refused");
        assertThatThrownBy(() -> ddb.putItem(p -> p.tableName(victimArn).item(item("PK", "precious", "SK", "data", "x", 1))))
                .hasStackTraceContaining("refused");
        assertThatThrownBy(() -> ddb.transactWriteItems(t -> t.transactItems(w -> w.delete(d -> d.tableName(victimArn)
                .key(key("PK", "precious", "SK", "data"))))))
                .hasStackTraceContaining("refused");
        // PartiQL hides table names in text: refused outright
        assertThatThrownBy(() -> ddb.executeStatement(s -> s.statement("DELETE FROM \"victim\" WHERE PK = 'precious' AND SK = 'data'")))
                .hasStackTraceContaining("PartiQL");
        // whatever a lesson asks, recreating its table never touches the victim
        Tables.recreate(ddb, VICTIM);

        assertThat(victimIntact()).isTrue();
        assertThat(behindTheGuard.listTables().tableNames()).contains(VICTIM, PREFIX + VICTIM);
    }

    @Test
    void cleanupDeletesOnlyPrefixedTables() {
        for (String table : List.of(PREFIX + "a", PREFIX + "b", "x" + PREFIX + "c")) Tables.recreate(behindTheGuard, table);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> deleted = AwsCleanup.deleteCourseTables(aws.client(), PREFIX, new PrintStream(out, true, StandardCharsets.UTF_8));

        assertThat(deleted).contains(PREFIX + "a", PREFIX + "b").allMatch(t -> t.startsWith(PREFIX));
        assertThat(behindTheGuard.listTables().tableNames()).contains(VICTIM, "x" + PREFIX + "c")
                .noneMatch(t -> t.startsWith(PREFIX));
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("deleted " + PREFIX + "a");
        assertThat(victimIntact()).isTrue();
    }
}
