package dev.ddbcourse.kit.pricing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The monthly cost arithmetic of lesson 17, worked by hand from AWS's us-east-1 list prices. */
class PricesTest {
    private static final Prices P = Prices.US_EAST_1;

    /** 50 write request units a second for 730 hours: 131.4 million units at $0.625 a million. */
    @Test
    void onDemandBillsEveryRequestUnitOfTheMonth() {
        assertThat(P.onDemandPerMonth(50, 0)).isCloseTo(82.125, within(1e-9));
        assertThat(P.onDemandPerMonth(0, 100)).isCloseTo(32.85, within(1e-9));
    }

    /** 50 WCU and 100 RCU for 730 hours, used or not. */
    @Test
    void provisionedBillsTheCapacityByTheHour() {
        assertThat(P.provisionedPerMonth(50, 100)).isCloseTo(33.215, within(1e-9));
        assertThat(P.provisionedPerMonth(1, 0)).isCloseTo(0.4745, within(1e-9));
    }

    /** A write unit costs five read units in both modes, as lesson 20 counts them. */
    @Test
    void aWriteUnitIsPricedFiveReadUnits() {
        assertThat(P.perMillionWriteRequestUnits() / P.perMillionReadRequestUnits()).isCloseTo(5, within(1e-9));
        assertThat(P.perWcuHour() / P.perRcuHour()).isCloseTo(5, within(1e-9));
    }

    @Test
    void dollarsAreShownToTheCent() {
        assertThat(Prices.dollars(1234.5)).isEqualTo("$1,234.50");
    }
}
