package dev.ddbcourse.engine.internal.throughput;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.model.AttributeValue;
import dev.ddbcourse.engine.internal.storage.BillingMode;
import dev.ddbcourse.engine.internal.storage.IndexDef;
import dev.ddbcourse.engine.internal.storage.ProjectionType;
import dev.ddbcourse.engine.internal.storage.KeyDef;
import dev.ddbcourse.engine.internal.storage.TableDef;
import dev.ddbcourse.engine.internal.storage.Throughput;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The token buckets on a clock the test moves: limits, refill, burst credit, and the reasons given. */
class ThrottlingTest {
    private final AtomicLong now = new AtomicLong(1_000_000);
    private boolean on;
    private final Throttling throttling = new Throttling(now::get, () -> on);

    private static TableDef table(Throughput throughput, Throughput gsi) {
        KeyDef key = new KeyDef("pk", "S", null, null);
        List<IndexDef> gsis = gsi == null ? List.of()
                : List.of(new IndexDef("g", true, new KeyDef("gk", "S", null, null), ProjectionType.ALL, List.of(), gsi));
        return new TableDef("t", "arn:aws:dynamodb:us-east-1:000000000000:table/t", "id-1", key, Map.of("pk", "S"), gsis,
                List.of(), throughput == null ? BillingMode.PAY_PER_REQUEST : BillingMode.PROVISIONED,
                throughput == null ? Throughput.ON_DEMAND : throughput, 0, null);
    }

    private static Throttling.Use write(TableDef def, String index, String pk, double units) {
        return new Throttling.Use(def, index, pk == null ? null : AttributeValue.s(pk), true, units);
    }

    private int writesAccepted(TableDef def, String pk, int tries) {
        int ok = 0;
        for (int i = 0; i < tries; i++) {
            try {
                throttling.admit(List.of(write(def, null, pk, 1)));
                ok++;
            } catch (DynamoDbError e) {
                assertThat(e.kind()).isEqualTo(DynamoDbError.Kind.PROVISIONED_THROUGHPUT_EXCEEDED);
            }
        }
        return ok;
    }

    @Test
    void offAdmitsEverything() {
        TableDef def = table(new Throughput(1, 1), null);
        assertThat(writesAccepted(def, "a", 50)).isEqualTo(50);
    }

    @Test
    void aPartitionTakesAThousandWriteUnitsASecond() {
        on = true;
        TableDef def = table(null, null);
        assertThat(writesAccepted(def, "hot", 1500)).isEqualTo(1000);
        // Other keys are other partitions: not throttled by the hot one.
        for (int shard = 0; shard < 10; shard++) assertThat(writesAccepted(def, "hot#" + shard, 150)).isEqualTo(150);
        now.addAndGet(500);
        assertThat(writesAccepted(def, "hot", 1000)).isEqualTo(500);
    }

    @Test
    void aProvisionedTableSavesUpToThreeHundredSecondsOfUnusedUnits() {
        on = true;
        TableDef def = table(new Throughput(5, 10), null);
        assertThat(writesAccepted(def, null, 20)).isEqualTo(10);   // a new table: one second of units
        now.addAndGet(1000_000);                                    // 1000 s idle: capped at 300 s
        assertThat(writesAccepted(def, null, 4000)).isEqualTo(3000);
    }

    @Test
    void theErrorNamesEveryBucketThatWasShort() {
        on = true;
        TableDef def = table(new Throughput(5, 1), new Throughput(5, 1));
        throttling.admit(List.of(write(def, null, "a", 1), write(def, "g", "x", 1)));
        DynamoDbError e = catchThrowableOfType(DynamoDbError.class,
                () -> throttling.admit(List.of(write(def, null, "b", 1), write(def, "g", "y", 1))));
        assertThat(e.getMessage()).startsWith("The level of configured provisioned throughput for one or more global secondary indexes");
        assertThat(e.details().get("ThrottlingReasons").toString()).isEqualTo("[{\"reason\":\"TableWriteProvisionedThroughputExceeded\","
                + "\"resource\":\"arn:aws:dynamodb:us-east-1:000000000000:table/t\"},{\"reason\":\"IndexWriteProvisionedThroughputExceeded\","
                + "\"resource\":\"arn:aws:dynamodb:us-east-1:000000000000:table/t/index/g\"}]");
    }

    @Test
    void readsAreRefusedOnlyOnceTheBalanceIsSpent() {
        on = true;
        TableDef def = table(new Throughput(10, 1), null);
        Throttling.Use read = new Throttling.Use(def, null, null, false, 0);
        throttling.admit(List.of(read));
        throttling.spend(List.of(new Throttling.Use(def, null, null, false, 25)));   // a large Query: 15 units in debt
        assertThat(catchThrowableOfType(DynamoDbError.class, () -> throttling.admit(List.of(read)))).isNotNull();
        now.addAndGet(1600);                                                          // +16 units: back above zero
        throttling.admit(List.of(read));
    }
}
