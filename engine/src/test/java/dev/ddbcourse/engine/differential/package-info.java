/**
 * Differential tests: the same requests, through the real SDK client, to the engine and to a
 * reference emulator, with the answers compared. dynalite 4.0.0 is the reference for everything
 * it implements, down to error message texts; moto's server is the reference for transactions
 * (behaviour only: codes, cancellation reasons, what is written).
 *
 * <p>The emulators are installed by {@code engine/src/test/differential/install} and started by
 * the tests on free 127.0.0.1 ports. {@code WireDifferentialTest} sends raw HTTP, for what the SDK
 * cannot send (wrong JSON types, bad headers). The run ends with the figure of agreeing cases
 * ({@code AgreementReport}); {@code KnownDifferences} lists, with reasons, where the engine follows
 * DynamoDB and dynalite does not, and any other difference fails the build. Without them the tests are skipped with the reason printed,
 * unless {@code CI=true} or {@code REQUIRE_EMULATORS=1}, where they fail. Every mismatch of a run
 * is listed in {@code engine/target/differential-mismatches.txt}.
 *
 * <p>{@code DIFFERENTIAL_SELF_CHECK=1} puts a second instance of each reference where the engine
 * would be: the harness itself must then report no mismatch. {@code DIFFERENTIAL_ENGINE_ENDPOINT=URL}
 * compares an engine already running there instead of one started in the test JVM.
 */
package dev.ddbcourse.engine.differential;
