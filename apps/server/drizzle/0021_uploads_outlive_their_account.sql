ALTER TABLE "video_uploads" DROP CONSTRAINT "video_uploads_user_id_user_id_fk";
