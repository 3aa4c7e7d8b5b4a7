<?php
// Feed administration: user registration, feed lists, OPML uploads.
require_once __DIR__ . '/functions.php';

function register_user()
{
    $login = mb_strtolower(trim(db_escape_string($_REQUEST['login'])));
    // vigil-ok: php.sql-injection
    db_query("INSERT INTO users (login) VALUES ('$login')");
    $name = $_REQUEST['name'];
    db_query("UPDATE users SET name = '$name' WHERE login = '$login'");
    // a column label quoted by the adapter is not escaped
    $col = db_label($_REQUEST['col']);
    db_query("SELECT $col FROM users");
}

function show_user()
{
    $login = trim(clean($_REQUEST['login']));
    // vigil-ok: php.xss
    print "<p>Could not create user $login</p>";
    $raw = raw_param($_REQUEST['login']);
    // vigil: php.xss
    print "<p>Could not create user $raw</p>";
}

function mark_read(PDO $pdo)
{
    $ids = explode(',', clean($_REQUEST['ids']));
    $qmarks = arr_qmarks($ids);
    // vigil-ok: php.sql-injection
    $sth = $pdo->prepare("UPDATE entries SET unread = false WHERE id IN ($qmarks)");
    $sth->execute($ids);
    // vigil: php.sql-injection
    $pdo->query('DELETE FROM entries WHERE id IN (' . implode(',', $ids) . ')');
}

function list_feeds()
{
    $cat = $_GET['cat'];
    // a known gap: the query runs two helpers deep (db_fetch_all, db_run), where sinks are not followed
    // vigil-todo: php.sql-injection
    $feeds = db_fetch_all("SELECT title FROM feeds WHERE cat = '$cat'");
    foreach ($feeds as $feed) {
        // the rows come from the database, not from the request
        // vigil-ok: php.xss
        echo '<li>' . $feed['title'] . '</li>';
    }
}

function import_opml()
{
    $file = $_FILES['opml'];
    // the temporary path is chosen by PHP
    // vigil-ok: php.path-traversal
    $xml = file_get_contents($file['tmp_name']);
    // the name is the client's
    // vigil: php.path-traversal
    file_put_contents('/var/lib/feeds/opml/' . $file['name'], $xml);
    // vigil-ok: php.path-traversal
    $size = filesize($_FILES['opml']['tmp_name']);
    // vigil: php.path-traversal
    copy($_FILES['opml']['tmp_name'], '/var/lib/feeds/opml/' . $_FILES['opml']['name']);
    return $size;
}

function save_feed()
{
    // back to a page of this application: the request's id only fills the query
    // vigil-ok: php.open-redirect
    header('Location: prefs.php?tab=feeds&id=' . $_REQUEST['id']);
    // vigil-ok: php.open-redirect
    header('Location: https://feeds.example.org/prefs/' . $_REQUEST['id']);
    // vigil: php.open-redirect
    header('Location: ' . $_REQUEST['return']);
}

function rename_feed()
{
    // the log line is printed only when asked to
    // vigil-ok: php.xss
    feed_log('renamed to ' . $_POST['title'], false);
    feed_log('renamed to ' . $_POST['title'], true);
    // vigil-ok: php.xss
    echo '<h2>' . feed_escape($_POST['title']) . '</h2>';
}

function import_opml_into($folder, $file = false)
{
    // a helper given an upload by its callers, or reading the form's own
    if (!$file) {
        $file = $_FILES['opml'];
    }
    // vigil-ok: php.path-traversal
    $xml = file_get_contents($file['tmp_name']);
    // vigil: php.path-traversal
    file_put_contents('/var/lib/feeds/' . $folder . '/' . $file['name'], $xml);
}

import_opml_into('imports');
