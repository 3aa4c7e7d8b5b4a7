<?php
// A directory's photo endpoint: prints a stored image with the type the page asks for, and a
// twin that picks the type from a fixed list or from the bytes themselves.

function show_photo(PDO $db): void
{
    $stmt = $db->prepare('SELECT photo FROM people WHERE id = ?');
    $stmt->execute([(int) ($_GET['id'] ?? 0)]);
    $photo = (string) $stmt->fetchColumn();
    // the request chooses the type: `text/html` turns a stored value into a page of the site
    // vigil: php.xss
    header(sprintf('Content-type: %s', $_GET['type']));
    header('Content-Disposition: inline; filename="photo"');
    echo $photo;
}

function show_photo_typed(PDO $db): void
{
    $stmt = $db->prepare('SELECT photo FROM people WHERE id = ?');
    $stmt->execute([(int) ($_GET['id'] ?? 0)]);
    $photo = (string) $stmt->fetchColumn();
    $types = ['jpeg' => 'image/jpeg', 'png' => 'image/png'];
    $type = $types[$_GET['format'] ?? 'jpeg'] ?? 'image/jpeg';
    // a type from the fixed list
    // vigil-ok: php.xss
    header('Content-Type: ' . $type);
    echo $photo;
}

function show_photo_sniffed(PDO $db): void
{
    $stmt = $db->prepare('SELECT photo FROM people WHERE id = ?');
    $stmt->execute([(int) ($_GET['id'] ?? 0)]);
    $photo = (string) $stmt->fetchColumn();
    // the type read from the bytes by the server, never from the request
    $mime = (new finfo(FILEINFO_MIME_TYPE))->buffer($photo);
    // vigil-ok: php.xss
    header('Content-Type: ' . ($mime === 'image/png' ? 'image/png' : 'image/jpeg'));
    echo $photo;
}
