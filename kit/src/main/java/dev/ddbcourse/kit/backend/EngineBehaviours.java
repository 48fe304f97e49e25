package dev.ddbcourse.kit.backend;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The kit's one-liners for the engine's behaviour switches. Each returns true when the backend took
 * it; where it cannot (DynamoDB Local, AWS, another endpoint), it prints what the learner would see
 * there instead and returns false, so the lesson can skip that step.
 */
public final class EngineBehaviours {
    private EngineBehaviours() {}

    public static boolean throttling(boolean on) {
        return apply(s -> s.throttling(on), "throttling",
                "DynamoDB Local never throttles; real DynamoDB throttles a partition over 3,000 RCU or 1,000 WCU a second"
                        + " and a provisioned table over its capacity, without being asked");
    }

    public static boolean gsiLag(Duration lag) {
        return apply(s -> s.gsiLag(lag), "GSI lag",
                "DynamoDB Local updates GSIs at once; real DynamoDB's GSIs are eventually consistent, usually behind by"
                        + " a fraction of a second");
    }

    public static boolean tableStates(Duration creating, Duration updating, Duration deleting) {
        return apply(s -> s.tableStates(creating, updating, deleting), "table states",
                "DynamoDB Local makes tables ACTIVE at once; real DynamoDB keeps them CREATING, UPDATING or DELETING"
                        + " for seconds to minutes");
    }

    public static boolean itemCollectionLimit(long bytes) {
        return apply(s -> s.itemCollectionLimit(bytes), "the item-collection limit",
                "DynamoDB Local and real DynamoDB keep it at 10 GB, which a lesson cannot fill");
    }

    private static boolean apply(Consumer<Switchboard> change, String what, String elsewhere) {
        Switchboard board = CourseClient.switchboard();
        if (board != null) {
            try {
                change.accept(board);
                return true;
            } catch (ControlRequestSwitchboard.UnavailableSwitch e) {
                System.out.println("(" + what + " cannot be switched on here: " + e.getMessage() + ". " + elsewhere + ".)");
                return false;
            }
        }
        System.out.println("(" + what + " cannot be switched on with this backend. " + elsewhere + ".)");
        return false;
    }
}
