package dev.ddbcourse.engine.internal.storage;

/**
 * Thrown, before it has read or written anything, by a request that would have to wait (for a transaction
 * held half-applied) on a thread that must not wait: a Netty I/O thread, which serves many connections. The
 * front end then runs the request again on a thread that may wait. Any other thread simply waits.
 */
public final class MustWait extends RuntimeException {
    private static final MustWait INSTANCE = new MustWait();
    private static final ThreadLocal<Boolean> REFUSED = new ThreadLocal<>();

    private MustWait() {
        super(null, null, false, false); // thrown as a signal: no stack trace to fill
    }

    /** Marks the calling thread as one that must not wait, for good: a request that would wait throws MustWait. */
    public static void refuseOnThisThread() {
        REFUSED.set(Boolean.TRUE);
    }

    /** Called where a request is about to wait: throws on a thread that must not. */
    public static void unlessMayWait() {
        if (REFUSED.get() != null) throw INSTANCE;
    }
}
