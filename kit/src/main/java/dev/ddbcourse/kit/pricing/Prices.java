package dev.ddbcourse.kit.pricing;

import java.time.YearMonth;

/**
 * DynamoDB's list prices for throughput in one Region, Standard table class, in US dollars: what
 * on-demand charges per million request units and what provisioned capacity charges per unit-hour.
 * Storage, the free tier, reserved capacity and savings plans are left out: a lesson compares the two
 * capacity modes on the same traffic, and only throughput differs between them.
 *
 * @param region the Region the prices are for
 * @param since the month the prices took effect, as AWS published them
 * @param perMillionWriteRequestUnits on demand: a million write request units
 * @param perMillionReadRequestUnits on demand: a million read request units
 * @param perWcuHour provisioned: one write capacity unit for an hour, used or not
 * @param perRcuHour provisioned: one read capacity unit for an hour, used or not
 */
public record Prices(String region, YearMonth since, double perMillionWriteRequestUnits, double perMillionReadRequestUnits,
                     double perWcuHour, double perRcuHour) {

    /** The month AWS's pricing examples bill: 730 hours. */
    public static final double HOURS_PER_MONTH = 730;

    /**
     * US East (N. Virginia), us-east-1, as published on aws.amazon.com/dynamodb/pricing: on-demand
     * throughput halved on 1 November 2024 to $0.625 per million write and $0.125 per million read
     * request units; provisioned capacity $0.00065 per WCU-hour and $0.00013 per RCU-hour.
     */
    public static final Prices US_EAST_1 = new Prices("US East (N. Virginia), us-east-1", YearMonth.of(2024, 11),
            0.625, 0.125, 0.00065, 0.00013);

    /** On demand: a month of traffic that consumes these request units every second, around the clock. */
    public double onDemandPerMonth(double writeRequestUnitsPerSecond, double readRequestUnitsPerSecond) {
        double seconds = HOURS_PER_MONTH * 3600;
        return (writeRequestUnitsPerSecond * perMillionWriteRequestUnits + readRequestUnitsPerSecond * perMillionReadRequestUnits)
                * seconds / 1_000_000;
    }

    /** Provisioned: a month of this capacity, whatever the traffic uses of it. */
    public double provisionedPerMonth(long writeCapacityUnits, long readCapacityUnits) {
        return (writeCapacityUnits * perWcuHour + readCapacityUnits * perRcuHour) * HOURS_PER_MONTH;
    }

    /** "$12.34": dollars and cents, for a lesson's output. */
    public static String dollars(double amount) {
        return String.format(java.util.Locale.ROOT, "$%,.2f", amount);
    }
}
