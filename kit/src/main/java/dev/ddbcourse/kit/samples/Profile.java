package dev.ddbcourse.kit.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A user profile too large for one item (lesson 22's exercise): a small card the app reads on
 * every page (name, city, the object-store key of the avatar), a bio of about 6 KB and an
 * activity log of about 440 KB: 5,000 events, 1,000 per month from January to May 2026.
 *
 * @param activity one line per event, oldest first, e.g. {@code 2026-03-01T08:00 viewed item i0001 ...}
 */
public record Profile(String userId, String name, String city, String avatarKey, String bio, List<String> activity) {
    public Profile {
        activity = List.copyOf(activity);
    }

    /** The same profile every time for the same id. */
    public static Profile sample(String userId) {
        String bio = ("I build espresso machines and write about them. Weekends: bouldering, sourdough, and too many"
                + " podcasts about old radios. ").repeat(50);
        List<String> activity = new ArrayList<>();
        String[] verbs = {"viewed", "saved", "reviewed", "ordered"};
        for (int n = 0; n < 5_000; n++) {
            activity.add("2026-%02d-%02dT%02d:00 %s item i%04d from the spring catalogue, page %d, via the weekly newsletter"
                    .formatted(n / 1000 + 1, n % 28 + 1, n % 24, verbs[n % verbs.length], n % 997, n % 40 + 1));
        }
        return new Profile(userId, "Ines Moreau", "Lyon", "avatars/" + userId + ".jpg", bio, activity);
    }
}
