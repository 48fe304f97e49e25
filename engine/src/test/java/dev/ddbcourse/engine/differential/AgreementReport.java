package dev.ddbcourse.engine.differential;

import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestPlan;

/** Prints {@link Agreement}'s figure once, after the last test (registered in META-INF/services). */
public final class AgreementReport implements TestExecutionListener {
    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        if (Agreement.any()) System.out.print(Agreement.report());
    }
}
