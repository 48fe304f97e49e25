package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.testing.Solutions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/** Lesson 17's check: the lesson's capacity passes, the starter is "not yet", too much and too little fail by name. */
class Lesson17CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson17Check());

    private static ProvisionedThroughput capacity(long rcu, long wcu) {
        return ProvisionedThroughput.builder().readCapacityUnits(rcu).writeCapacityUnits(wcu).build();
    }

    @Test
    void theSolutionPasses() {
        ProvisionedThroughput solution = Solutions.call("17-capacity-modes", "morningCapacity");
        CHECK.passes(ddb -> solution).startsWith("PASSED 17-capacity-modes")
                .contains("Nothing throttled at 2 RCU and 4 WCU (540 WCU and 280 RCU consumed; $2.09 a month in us-east-1)");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> null);
    }

    /** The average rate: the rush outruns both once the burst credit is spent. */
    @Test
    void capacityForTheQuietMinutesThrottlesTheRush() {
        CHECK.fails(ddb -> capacity(1, 3))
                .contains("At 3 WCU, 120 of the morning's orders were throttled, the first at 06:02:10")
                .contains("At 1 RCU, 140 status reads were throttled, the first at 06:02:00");
    }

    /** The peak rate: nothing throttles, but burst credit would have served the rush for less. */
    @Test
    void capacityForThePeakPaysForUnitsTheMorningDoesNotNeed() {
        CHECK.fails(ddb -> capacity(8, 15))
                .contains("the morning is served at 14 WCU too: each WCU costs $0.47 a month")
                .contains("the morning is served at 7 RCU too: each RCU costs $0.09 a month");
    }

    @Test
    void oneUnitShortOfWritesFails() {
        CHECK.fails(ddb -> capacity(2, 3)).contains("At 3 WCU, 120 of the morning's orders were throttled")
                .doesNotContain("status reads were throttled");
    }

    @Test
    void noCapacityIsRefused() {
        CHECK.fails(ddb -> capacity(0, 0)).contains("DynamoDB refused to create the table with this capacity");
    }
}
