<?php
/**
 * Plugin Name: Bookmarks Admin
 * Bookmark folders: removing a folder moves its bookmarks to the parent, and the folder list pages.
 */

function bookmarks_remove_folder($folder_id)
{
    global $wpdb;
    // writes through the handle bind their values; its table names stay the handle's own
    $wpdb->delete($wpdb->prefix . 'bm_folders', array('id' => $folder_id));
    $wpdb->update($wpdb->bm_items, array('folder' => 0), array('folder' => $folder_id));
    // vigil-ok: php.sql-injection
    $left = $wpdb->get_col($wpdb->prepare("SELECT id FROM $wpdb->bm_items WHERE folder = %d", $folder_id));
    // vigil: php.sql-injection
    $wpdb->query("DELETE FROM $wpdb->bm_items WHERE folder = $folder_id");
    return $left;
}

function bookmarks_folder_page()
{
    bookmarks_remove_folder($_POST['folder']);
    $links = paginate_links(array(
        'base' => $_SERVER['REQUEST_URI'] . '%_%',
        'format' => '&paged=%#%',
        'current' => max(1, absint($_GET['paged'])),
        'total' => 10,
    ));
    // page links are written through esc_url()
    // vigil-ok: php.xss
    echo '<div class="tablenav-pages">' . $links . '</div>';
    // vigil: php.xss
    echo '<a href="' . $_SERVER['REQUEST_URI'] . '&paged=2">next</a>';
}
