<?php
/**
 * A special page listing recent uploads: its limit and offset come from typed request getters,
 * its filter text from the plain one.
 */
class SpecialRecentUploads extends SpecialPage
{
    public function execute($par)
    {
        $request = $this->getRequest();
        $limit = $request->getInt('limit', 50);
        $offset = $request->getIntOrNull('offset');
        $user = $request->getVal('user');
        $dbr = wfGetDB(DB_REPLICA);
        // integers from the request's typed getters
        // vigil-ok: php.sql-injection
        $dbr->query("SELECT img_name FROM image ORDER BY img_timestamp DESC LIMIT $limit OFFSET " . (int) $offset);
        // vigil-ok: php.xss
        echo "<p>Showing $limit uploads from $offset</p>";
        // vigil: php.sql-injection
        $dbr->query("SELECT img_name FROM image WHERE img_actor_name = '$user'");
        // vigil: php.xss
        echo '<p>Uploads of ' . $request->getText('user') . '</p>';
        if ($request->getBool('debug')) {
            // vigil-ok: php.xss
            echo '<pre>' . $request->getCheck('verbose') . '</pre>';
        }
    }
}
