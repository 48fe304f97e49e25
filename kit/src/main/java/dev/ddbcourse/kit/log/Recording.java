package dev.ddbcourse.kit.log;

import java.util.ArrayList;
import java.util.List;

/**
 * The requests made while a recording is open ({@link RequestLog#startRecording()}); closing it
 * stops recording. Exercise checks read it.
 */
public final class Recording implements AutoCloseable {
    private final List<RecordedRequest> requests = new ArrayList<>();
    private volatile boolean open = true;

    Recording() {}

    synchronized void add(RecordedRequest request) {
        if (open) requests.add(request);
    }

    /** The requests recorded so far, in order. */
    public synchronized List<RecordedRequest> requests() {
        return List.copyOf(requests);
    }

    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
        RequestLog.stopRecording(this);
    }
}
