package dev.ddbcourse.kit.backend;

import dev.ddbcourse.engine.EngineSwitches;
import java.time.Duration;

/** The embedded engine's switches, set directly. */
final class EngineSwitchboard implements Switchboard {
    private final EngineSwitches switches;

    EngineSwitchboard(EngineSwitches switches) {
        this.switches = switches;
    }

    @Override
    public void throttling(boolean on) { switches.throttling(on); }

    @Override
    public void gsiLag(Duration lag) { switches.gsiLag(lag); }

    @Override
    public void tableStates(Duration creating, Duration updating, Duration deleting) {
        switches.creating(creating).updating(updating).deleting(deleting);
    }

    @Override
    public void itemCollectionLimit(long bytes) { switches.itemCollectionLimitBytes(bytes); }
}
